import { languageInput, userDto } from '../../../src/schemas/user.ts';
import { chooseLanguage } from '../../services/users/profile-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Saves the UI language; the user row follows the person to every device they sign in on. */
export const setLanguage = protectedProcedure
  .input(checked(languageInput))
  .output(checked(userDto))
  .mutation(async ({ ctx, input }) => toUserDto(await chooseLanguage(ctx.db, ctx.user.id, input.language)));
