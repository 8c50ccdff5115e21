import type { SetFavoriteInput } from '../../../src/schemas/food-log.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { addFavoriteFood, listFavoriteFoodIds, removeFavoriteFood } from '../../repositories/favorite-foods.ts';
import { isFoodVisible } from '../../repositories/foods.ts';

/** Ids of the foods the user starred, most recent first. */
export function listFavorites(db: Database, user: UserRow): Promise<number[]> {
  return listFavoriteFoodIds(db, user.id);
}

/** Stars or unstars a food for the user; starring twice or unstarring a food not starred is harmless. */
export async function setFavorite(db: Database, user: UserRow, input: SetFavoriteInput): Promise<{ foodId: number; favorite: boolean }> {
  if (input.favorite) {
    if (!(await isFoodVisible(db, input.foodId, user.id))) throw new AppError('NOT_FOUND', 'foodIdNotFound', { params: { id: input.foodId } });
    await addFavoriteFood(db, user.id, input.foodId);
  } else {
    await removeFavoriteFood(db, user.id, input.foodId);
  }
  return { foodId: input.foodId, favorite: input.favorite };
}
