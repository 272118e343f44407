/** Answers of the notification routes that are not notifications. */
import { z } from './zod';

export const countSchema = z.object({ count: z.number().int() }).meta({ id: 'Count' });

export const streamTicketSchema = z
  .object({
    ticket: z.string(),
    expiresIn: z.number().int().describe('Seconds the ticket stays valid'),
  })
  .meta({ id: 'StreamTicket' });
