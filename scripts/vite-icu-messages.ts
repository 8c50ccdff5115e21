import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// The client's messages reach the browser already parsed (formatjs's pre-compiled AST), so the
// browser needs intl-messageformat's formatter but not its ICU parser, which is left out of the
// bundle (decision 073).

type Messages = string | readonly string[] | { [key: string]: Messages };
type Compiled = MessageFormatElement[] | readonly string[] | { [key: string]: Compiled };

/**
 * Every message of a namespace parsed as i18next-icu parses it at run time (tags left as text, for
 * react-i18next's <Trans>). A list of strings stays as it is: it is read whole with `returnObjects`,
 * never formatted.
 */
export function compileMessages(messages: Messages): Compiled {
  if (typeof messages === 'string') return parse(messages, { ignoreTag: true });
  if (Array.isArray(messages)) return messages;
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, compileMessages(value as Messages)]));
}

/** Pre-compiles the message files i18next loads in the browser: the client's locales and the server's English errors. */
export function icuMessages(): Plugin {
  return {
    name: 'platewise:icu-messages',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform: {
      filter: { id: /\/(src-client\/locales\/[^/]+|src\/errors)\/[^/]+\.json(\?.*)?$/ },
      handler(code) {
        return { code: JSON.stringify(compileMessages(JSON.parse(code) as Messages)), map: null };
      },
    },
  };
}
