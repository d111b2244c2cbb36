/**
 * The text of sdk/src/generated/operations.ts (issue 12): every path of the bundled OpenAPI
 * document with its methods and whether each changes state. An operation changes state unless the
 * document marks it `x-sporta-read-only: true`, so a path someone forgets to mark stays guarded.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** @param {{ paths?: Record<string, Record<string, unknown>> }} document the bundled document */
export function operationsModule(document) {
  let operations = 0;
  let readOnly = 0;
  const rows = Object.entries(document.paths ?? {}).map(([path, item]) => {
    const methods = METHODS.filter((method) => item[method]).map((method) => {
      const marked = /** @type {Record<string, unknown>} */ (item[method])['x-sporta-read-only'];
      operations += 1;
      if (marked === true) readOnly += 1;
      return `${method.toUpperCase()}: '${marked === true ? 'read-only' : 'changes-state'}'`;
    });
    return `  ${JSON.stringify(path)}: { ${methods.join(', ')} },`;
  });
  return `/**
 * generated — do not edit.
 * Whether each /ebsn/api operation changes state, from the x-sporta-read-only marks of
 * openapi/ebsn.yaml, by sdk/scripts/generate.mjs: ${operations} operations, ${readOnly} read-only.
 * Read it through operationOf (sdk/src/operations.ts).
 */
export const ebsnOperations = {
${rows.join('\n')}
} as const;
`;
}
