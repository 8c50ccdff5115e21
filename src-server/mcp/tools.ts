import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { parseFoodInput } from '../../src/schemas/ai.ts';
import { dayInput, foodSearchInput } from '../../src/schemas/food-log.ts';
import { historyBatchInput } from '../../src/schemas/history-import.ts';
import { scanLabelToolInput } from '../../src/schemas/label-scan.ts';
import { logPortionInput } from '../../src/schemas/portion-log.ts';
import { waterAddInput } from '../../src/schemas/water.ts';
import { weightLogInput } from '../../src/schemas/weight.ts';
import { toHttpError } from '../plugins/errors.ts';
import type { RestCaller } from '../rest/caller.ts';

/** Answers as text (for any client) and as structured content (for clients that read it). */
function answer(value: unknown): CallToolResult {
  const structuredContent = Array.isArray(value) ? { items: value } : (value as Record<string, unknown>);
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent };
}

/** A refused call tells the assistant why (the field and the rule), as the REST API would; faults say nothing inside. */
function refusal(error: unknown, log: FastifyBaseLogger): CallToolResult {
  const { status, body } = toHttpError(error);
  if (status >= 500) log.error({ err: error }, 'MCP tool failed');
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}

/**
 * The tools an assistant gets: each calls one procedure through tRPC's caller as the token's owner,
 * so validation, scopes and ownership are the API's own, and every number comes from the database.
 */
export function registerTools(server: McpServer, caller: RestCaller, log: FastifyBaseLogger) {
  const run = (call: () => Promise<unknown>) => call().then(answer, (error: unknown) => refusal(error, log));

  server.registerTool(
    'search_foods',
    { title: 'Search foods', description: 'Foods matching the text (USDA and the user’s own), with nutrition per default serving, portions and food ids.', inputSchema: foodSearchInput.shape, annotations: { readOnlyHint: true } },
    (input) => run(() => caller.foodLog.search(input)),
  );
  server.registerTool(
    'read_meal',
    { title: 'Read a meal description', description: 'Turns what someone ate, in their words ("two eggs and toast with butter"), into database foods, portions in grams and nutrition. Logs nothing.', inputSchema: parseFoodInput.shape, annotations: { readOnlyHint: true } },
    (input) => run(() => caller.ai.parseFood(input)),
  );
  server.registerTool(
    'log_food',
    { title: 'Log a food', description: 'Logs a food by its id and an amount in words ("1 cup", "2 large", "150 g") to a meal; the portion and nutrition come from the food’s USDA data. Date defaults to the user’s today.', inputSchema: logPortionInput.shape },
    (input) => run(() => caller.foodLog.logPortion(input)),
  );
  server.registerTool(
    'log_weight',
    { title: 'Log weight', description: 'Records a weigh-in in kilograms; date defaults to the user’s today.', inputSchema: weightLogInput.omit({ userId: true }).shape },
    (input) => run(() => caller.weight.create(input)),
  );
  server.registerTool(
    'log_water',
    { title: 'Log water', description: 'Records a drink of water in ml or fl_oz; date defaults to the user’s today. Answers the day’s water against its target.', inputSchema: waterAddInput },
    (input) => run(() => caller.water.add(input)),
  );
  server.registerTool(
    'day_totals',
    { title: 'Day totals and targets', description: 'A day’s logged meals, calorie and macro totals against the user’s targets (date defaults to today).', inputSchema: dayInput.shape, annotations: { readOnlyHint: true } },
    (input) => run(() => caller.foodLog.dailyProgress(input)),
  );
  server.registerTool(
    'scan_nutrition_label',
    { title: 'Scan a nutrition label', description: 'Reads a photo of a nutrition label (US, Canadian or EU/UK) into a food draft per serving: each field with its value, a 0–100 confidence and what confirmed it (the %DV beside it, the label’s energy, or the reading alone), and whether OCR or the instance’s vision model read it. Stores nothing.', inputSchema: scanLabelToolInput.shape, annotations: { readOnlyHint: true } },
    ({ image, mimeType }) => run(() => caller.customFood.scanLabel({ image: `data:${mimeType};base64,${image}` })),
  );
  server.registerTool(
    'list_history_imports',
    { title: 'List history imports', description: 'Files the user brought in from other apps (Apple Health, Fitbit, MacroFactor…), newest first: their days, what each added and what was already logged. Files are uploaded in the app.', annotations: { readOnlyHint: true } },
    () => run(() => caller.historyImport.list()),
  );
  server.registerTool(
    'undo_history_import',
    { title: 'Undo a history import', description: 'Removes every entry one import added, by the id list_history_imports gives; what was logged by hand stays.', inputSchema: historyBatchInput.shape, annotations: { destructiveHint: true } },
    (input) => run(() => caller.historyImport.undo(input)),
  );
}
