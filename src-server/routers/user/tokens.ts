import { z } from 'zod';
import { successDto } from '../../../src/schemas/outcomes.ts';
import { apiTokenDto, apiTokenIdInput, apiTokenInput, createdApiTokenDto } from '../../../src/schemas/user.ts';
import { createApiToken, listTokens as list, revokeApiToken } from '../../services/auth/api-token-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const listTokens = protectedProcedure.output(checked(z.array(apiTokenDto))).query(({ ctx }) => list(ctx.db, ctx.user.id));

export const createToken = protectedProcedure
  .input(checked(apiTokenInput))
  .output(checked(createdApiTokenDto))
  .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user.id, input.name, input.scopes));

export const revokeToken = protectedProcedure.input(checked(apiTokenIdInput)).output(checked(successDto)).mutation(async ({ ctx, input }) => {
  await revokeApiToken(ctx.db, ctx.user.id, input.id);
  return { success: true };
});
