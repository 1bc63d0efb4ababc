// slotboard/no-literal-ui-text: words a person reads come from messages/<locale>.json (useTranslations,
// getTranslations), never from a literal in a component. Reported: JSX text with a letter in it; a string or template
// literal with a letter rendered as a JSX child (`{'Save'}`, `{busy ? 'Saving…' : 'Save'}`); the same given to a prop
// a person reads or hears (aria-label, title, placeholder, alt, label, …), and to an object property of such a name
// (`{ href: '/orders', label: 'Orders' }`, `metadata = { title: … }`). Not reported: text without letters ("·", "—",
// "(", "12"), class names and other props. Also reported: an error's `.message` rendered as a JSX child, which is the
// server's log text in English; useErrorMessage() says it in the reader's language.
// test/i18n-lint.test.ts holds the fixtures.

/**
 * Props whose value is shown or read out to a person: the DOM's and our components' (PageHeader title, Alert title, …).
 */
export const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'confirmLabel',
  'text',
  'hint',
  'error',
  'message',
]);

/**
 * Object properties of these names hold words too (`{ href, label }`, `{ tone, text }`, metadata's title); not `error`,
 * which names styles as often as messages.
 */
export const TEXT_KEYS = new Set([
  'aria-label',
  'label',
  'title',
  'description',
  'placeholder',
  'confirmLabel',
  'text',
  'message',
]);

const LETTER = /\p{L}/u;

/** The literals an expression can evaluate to as text: itself, both arms of a ?:, the sides of && || ??. */
function textLiterals(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && LETTER.test(node.value) ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((q) => LETTER.test(q.value.cooked ?? q.value.raw)) ? [node] : [];
    case 'ConditionalExpression':
      return [...textLiterals(node.consequent), ...textLiterals(node.alternate)];
    case 'LogicalExpression':
      return [...textLiterals(node.left), ...textLiterals(node.right)];
    default:
      return [];
  }
}

/** `error.message`, `query.error.message`, `(e as Error).message`: the message of something named like an error. */
function isErrorMessage(node) {
  if (node?.type !== 'MemberExpression' || node.computed || node.property.name !== 'message') return false;
  let object = node.object;
  while (object.type === 'TSAsExpression' || object.type === 'TSNonNullExpression') object = object.expression;
  const name =
    object.type === 'Identifier'
      ? object.name
      : object.type === 'MemberExpression' && !object.computed
        ? object.property.name
        : '';
  return /^(e|err|error|caught)$|Error$/.test(name);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a person reads come from the messages files, not from literals in JSX.' },
    schema: [],
    messages: {
      text:
        'User-visible text "{{text}}" is a literal: put it in messages/en.json (and every other language) ' +
        'and render it with useTranslations/getTranslations.',
      prop:
        'The {{prop}} "{{text}}" is a literal a person reads or hears: ' +
        'put it in messages/en.json (and every other language) and pass t(…).',
      errorMessage:
        "{{text}} is the server's log text, in English: show useErrorMessage()(error) instead " +
        '(components/ui/use-error-message.ts).',
    },
  },
  create(context) {
    const short = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
    const sourceOf = (node) =>
      context.sourceCode
        .getText(node)
        .replace(/^['"`]|['"`]$/g, '')
        .trim();
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (LETTER.test(text))
          context.report({ node, messageId: 'text', data: { text: short(text.replace(/\s+/g, ' ')) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        for (const literal of textLiterals(node.expression))
          context.report({ node: literal, messageId: 'text', data: { text: short(sourceOf(literal)) } });
        if (isErrorMessage(node.expression))
          context.report({
            node: node.expression,
            messageId: 'errorMessage',
            data: { text: sourceOf(node.expression) },
          });
      },
      Property(node) {
        const key =
          node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
        if (node.computed || !key || !TEXT_KEYS.has(key)) return;
        for (const literal of textLiterals(node.value))
          context.report({ node: literal, messageId: 'prop', data: { prop: key, text: short(sourceOf(literal)) } });
      },
      JSXAttribute(node) {
        const prop =
          node.name.type === 'JSXIdentifier' ? node.name.name : `${node.name.namespace.name}:${node.name.name.name}`;
        if (!TEXT_PROPS.has(prop) || !node.value) return;
        const literals =
          node.value.type === 'Literal'
            ? textLiterals(node.value)
            : node.value.type === 'JSXExpressionContainer'
              ? textLiterals(node.value.expression)
              : [];
        for (const literal of literals)
          context.report({ node: literal, messageId: 'prop', data: { prop, text: short(sourceOf(literal)) } });
      },
    };
  },
};

const plugin = { meta: { name: 'slotboard' }, rules: { 'no-literal-ui-text': rule } };
export default plugin;
