import { listUsersForAdmin } from '../../services/admin/users.ts';
import { adminProcedure } from './procedure.ts';

export const listUsers = adminProcedure.query(({ ctx }) => listUsersForAdmin(ctx.db));
