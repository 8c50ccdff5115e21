import { z } from 'zod';

/** A change that answers nothing more than that it was made. */
export const successDto = z.object({ success: z.literal(true) });

/** A removed row, named by its id so a client can drop it from what it shows. */
export const removedDto = successDto.extend({ id: z.number().int() });

/** An answer that is only a sentence for the person. */
export const messageDto = z.object({ message: z.string() });
