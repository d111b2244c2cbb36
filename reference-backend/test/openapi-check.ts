/**
 * Validates real requests and answers of the reference backend against openapi/ebsn.yaml
 * (JSON Schema 2020-12 with Ajv, as OpenAPI 3.1 uses it). A request or an answer that breaks the
 * document is reported with the operation and the failing paths.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadOpenApi, type OpenApi } from '../../contracts/check/openapi.ts';

type Node = Record<string, unknown>;
interface Located {
  node: Node;
  pointer: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Node;
}

export interface Exchange {
  method: string;
  /** Path below /ebsn/api. */
  path: string;
  query: URLSearchParams;
  contentType?: string;
  /** The request body as sent (form text or JSON text). */
  body?: string;
  status: number;
  /** The parsed answer (undefined for an empty body; the text of a file that is not JSON). */
  answer: unknown;
  /** The answer's media type (no parameters), when it had a body. */
  answerType?: string;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export class OpenApiCheck {
  readonly oas: OpenApi;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(oas: OpenApi = loadOpenApi()) {
    this.oas = oas;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...oas, $id: 'oas' } as never);
  }

  /** "METHOD /path" of every operation, as the document lists them. */
  /** Every operation; `sdk`: only those the SDK calls (not `x-sporta-browser-only` files). */
  operations({ sdk = false } = {}): string[] {
    return Object.entries(this.oas.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .filter(
          (m) =>
            !sdk || ((item as Node)[m] as Node | undefined)?.['x-sporta-browser-only'] !== true,
        )
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
  }

  /** Problems of one exchange; an empty list means request and answer match the document. */
  /** The document's path for a request path: itself, or the template it fills (`/photo/{size}/{file}`). */
  private templateOf(path: string): string {
    if (this.oas.paths[path]) return path;
    const templates = Object.keys(this.oas.paths).filter((template) => template.includes('{'));
    const fills = (template: string) =>
      new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);
    return templates.find(fills) ?? path;
  }

  problems(exchange: Exchange, checkRequest = true): string[] {
    const method = exchange.method.toLowerCase();
    const path = this.templateOf(exchange.path);
    const item = this.oas.paths[path] as Node | undefined;
    const operation = item?.[method] as Node | undefined;
    if (!operation) return [`${exchange.method} ${exchange.path} is not in openapi/ebsn.yaml`];
    const pointer = `/paths/${escapePointer(path)}/${method}`;
    return [
      ...(checkRequest ? this.requestProblems(item as Node, operation, pointer, exchange) : []),
      ...this.answerProblems(operation, pointer, exchange),
    ];
  }

  private requestProblems(
    item: Node,
    operation: Node,
    pointer: string,
    exchange: Exchange,
  ): string[] {
    const found: string[] = [];
    const parameters = [
      ...((item.parameters as Node[] | undefined) ?? []),
      ...((operation.parameters as Node[] | undefined) ?? []),
    ].map((p) => this.resolve({ node: p, pointer: '' }).node as unknown as Parameter);
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      const values = exchange.query.getAll(parameter.name);
      if (!values.length) {
        if (parameter.required) found.push(`query parameter ${parameter.name} is required`);
        continue;
      }
      const value = textAs(parameter.schema ?? {}, values);
      const validate = this.ajv.compile(parameter.schema ?? {});
      if (!validate(value))
        found.push(
          `query ${parameter.name}=${values.join(',')}: ${this.ajv.errorsText(validate.errors)}`,
        );
    }
    const body = operation.requestBody
      ? this.resolve({ node: operation.requestBody as Node, pointer: `${pointer}/requestBody` })
      : undefined;
    const content = body?.node.content as Record<string, Node> | undefined;
    if (exchange.body === undefined || exchange.body === '') {
      if (body?.node.required) found.push('request body is required');
      return found;
    }
    if (!content) return found;
    const type = (exchange.contentType ?? '').split(';')[0]?.trim() ?? '';
    const media = content[type];
    if (!media)
      return [
        ...found,
        `request body type ${type} not in the document (${Object.keys(content).join(', ')})`,
      ];
    const schemaPointer = `${body?.pointer}/content/${escapePointer(type)}/schema`;
    const schema = this.resolve({ node: media.schema as Node, pointer: schemaPointer });
    let value: unknown;
    if (type === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams(exchange.body);
      const properties = (schema.node.properties ?? {}) as Record<string, Node>;
      value = Object.fromEntries(
        [...new Set(form.keys())].map((key) => [
          key,
          textAs(properties[key] ?? {}, form.getAll(key)),
        ]),
      );
    } else if (type === 'multipart/form-data') {
      value = multipartFields(exchange.body, exchange.contentType ?? '');
    } else {
      try {
        value = JSON.parse(exchange.body);
      } catch {
        return [...found, 'request body is not JSON'];
      }
    }
    const validate = this.validator(schemaPointer);
    if (!validate(value))
      found.push(`request body: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`);
    return found;
  }

  private answerProblems(operation: Node, pointer: string, exchange: Exchange): string[] {
    const responses = operation.responses as Record<string, Node>;
    const declared = responses[String(exchange.status)];
    if (!declared) return [`HTTP ${exchange.status} is not a documented answer`];
    const response = this.resolve({
      node: declared,
      pointer: `${pointer}/responses/${exchange.status}`,
    });
    const content = response.node.content as Record<string, Node> | undefined;
    if (!content)
      return exchange.answer === undefined ? [] : ['the document declares no body for this answer'];
    if (exchange.answerType && !(exchange.answerType in content))
      return [
        `answer of type ${exchange.answerType}, the document declares ${Object.keys(content)}`,
      ];
    const media = content['application/json'];
    // A file (a picture, a PDF): its type is what the document says of it.
    if (!media || exchange.answerType !== 'application/json') return [];
    const schemaPointer = `${response.pointer}/content/application~1json/schema`;
    const validate = this.validator(schemaPointer);
    if (validate(exchange.answer)) return [];
    return [
      `answer: ${this.ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'answer' })}`,
    ];
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `oas#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** Follows local $refs of parameters, request bodies and responses. */
  private resolve(located: Located): Located {
    let { node, pointer } = located;
    while (typeof node.$ref === 'string') {
      pointer = node.$ref.slice(1);
      node = pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<Node>((at, key) => at[key] as Node, this.oas as unknown as Node);
    }
    return { node, pointer };
  }
}

/** Query and form values arrive as text: read them as the schema's type says. */
function textAs(schema: Node, values: string[]): unknown {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('array')) {
    const items = (schema.items ?? {}) as Node;
    return values.map((v) => textAs(items, [v]));
  }
  const text = values[0] ?? '';
  if (types.includes('integer') || types.includes('number')) {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : text;
  }
  if (types.includes('boolean')) return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/**
 * The parts of a multipart/form-data body by name, as the schema sees them: a field's text, a
 * file's content as a string (`format: binary`). Enough for the check; the backend parses for real.
 */
function multipartFields(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]*)"/.exec(part.slice(0, split))?.[1];
    if (name !== undefined) fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}
