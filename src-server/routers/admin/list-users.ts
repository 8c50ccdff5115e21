import { z } from 'zod';
import { adminUserDto } from '../../../src/schemas/admin.ts';
import { checked } from '../../trpc/checked.ts';
import { listUsersForAdmin } from '../../services/admin/users.ts';
import { adminProcedure } from './procedure.ts';

export const listUsers = adminProcedure.output(checked(z.array(adminUserDto))).query(({ ctx }) => listUsersForAdmin(ctx.db));
