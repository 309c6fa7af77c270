import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
} from 'graphql/index.js';
import { examples } from './examples.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A description's `code` spans as <code>; everything else escaped. */
const prose = (text: string | null | undefined) =>
  text
    ? escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')
    : '<span class="none">No description yet.</span>';

const anchor = (name: string) => `t-${name}`;

/** A type reference with links to the named type (`[Timesheet!]!`). */
function typeRef(type: { toString(): string }): string {
  const text = type.toString();
  const name = text.replace(/[[\]!]/g, '');
  return escapeHtml(text).replace(name, `<a href="#${anchor(name)}">${name}</a>`);
}

function fieldRows(fields: readonly GraphQLField<unknown, unknown>[]): string {
  return fields
    .map((field) => {
      const args = field.args.length
        ? `(${field.args.map((arg) => `${arg.name}: ${typeRef(arg.type)}`).join(', ')})`
        : '';
      const argNotes = field.args.length
        ? `<ul class="args">${field.args
            .map((arg) => `<li><code>${arg.name}</code>: ${prose(arg.description)}</li>`)
            .join('')}</ul>`
        : '';
      return `<tr><td><code>${field.name}${args}</code>: ${typeRef(field.type)}</td><td>${prose(field.description)}${argNotes}</td></tr>`;
    })
    .join('');
}

function typeSection(type: GraphQLNamedType): string {
  let body = '';
  if (isObjectType(type)) body = `<table>${fieldRows(Object.values(type.getFields()))}</table>`;
  else if (isInputObjectType(type)) {
    body = `<table>${Object.values(type.getFields())
      .map(
        (field) =>
          `<tr><td><code>${field.name}</code>: ${typeRef(field.type)}</td><td>${prose(field.description)}</td></tr>`,
      )
      .join('')}</table>`;
  } else if (isEnumType(type)) {
    body = `<table>${type
      .getValues()
      .map((value) => `<tr><td><code>${value.name}</code></td><td>${prose(value.description)}</td></tr>`)
      .join('')}</table>`;
  }
  const kind = isObjectType(type)
    ? 'type'
    : isInputObjectType(type)
      ? 'input'
      : isEnumType(type)
        ? 'enum'
        : 'scalar';
  return `<section id="${anchor(type.name)}"><h3>${kind} ${type.name}</h3><p>${prose(type.description)}</p>${body}</section>`;
}

/**
 * The API's documentation page, from the schema's own descriptions: how to authenticate, the examples, the
 * root queries and mutations, then every type. Built once per schema.
 */
export function renderApiDocs(schema: GraphQLSchema, publicUrl: string): string {
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .filter((type) => isObjectType(type) || isInputObjectType(type) || isEnumType(type) || isScalarType(type))
    .sort((a, b) => a.name.localeCompare(b.name));
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const described = types.flatMap((type) =>
    isObjectType(type) ? Object.values(type.getFields()).filter((field) => field.description) : [],
  ).length;
  const worked = examples(publicUrl)
    .map(
      (example) =>
        `<section><h3>${escapeHtml(example.title)}</h3><p>${prose(example.text)}</p><pre><code>${escapeHtml(example.code)}</code></pre></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tally API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1f1f1f}
h1{font-size:26px}h2{margin-top:40px;border-bottom:1px solid #ddd}h3{font-size:17px;margin-bottom:4px}
table{border-collapse:collapse;width:100%;margin:8px 0 24px}td{border-top:1px solid #eee;padding:6px 8px;vertical-align:top}
td:first-child{width:45%;word-break:break-word}pre{background:#f5f5f5;padding:12px;overflow:auto;border-radius:6px}
code{font:13px ui-monospace,monospace}.args{margin:4px 0 0;padding-left:18px;color:#444}.none{color:#888}nav a{margin-right:12px}a{color:#0b57d0}
</style></head><body>
<h1>Tally API</h1>
<nav aria-label="Sections"><a href="#auth">Authentication</a><a href="#examples">Examples</a><a href="#webhooks">Webhooks</a>
<a href="#queries">Queries</a><a href="#mutations">Mutations</a><a href="#types">Types</a></nav>
<h2 id="auth">Authentication</h2>
<p>Every call is a <code>POST ${escapeHtml(publicUrl)}/api/graphql</code> with a JSON body <code>{"query", "variables"}</code>.
Other tools authenticate with a personal access token (your profile page, <em>API tokens</em>):
<code>Authorization: Bearer &lt;token&gt;</code>. The token acts as you, with your permissions, limited by its scope
(READ: queries only; READ_WRITE: queries and mutations). A revoked or expired token is refused with 401 and
<code>UNAUTHENTICATED</code>. Each token may make 1,200 requests a minute; over it the answer is 429 with
<code>Retry-After</code> (seconds). Errors carry a code in <code>extensions.code</code> (UNAUTHENTICATED, FORBIDDEN,
BAD_USER_INPUT with <code>extensions.fields</code>, NOT_FOUND, CONFLICT).</p>
<h2 id="examples">Examples</h2>${worked}
<h2 id="webhooks">Webhooks</h2>
<p>Admins register endpoints at <em>/admin/webhooks</em>. Each event is POSTed as JSON
<code>{"id", "event", "createdAt", "data"}</code> with <code>X-Tally-Event</code> (<code>timesheet.submitted</code>,
<code>timesheet.approved</code>, <code>timesheet.declined</code>, <code>timesheet.recalled</code>,
<code>project.budget_threshold</code>, <code>user.created</code>, <code>user.deactivated</code>),
<code>X-Tally-Delivery</code> and <code>X-Tally-Signature</code>. A delivery not answered with 2xx is retried after
1, 2, 4 ... minutes (at most an hour apart) for 24 hours.</p>
<h2 id="queries">Queries</h2>${query ? `<table>${fieldRows(Object.values(query.getFields()))}</table>` : ''}
<h2 id="mutations">Mutations</h2>${mutation ? `<table>${fieldRows(Object.values(mutation.getFields()))}</table>` : ''}
<h2 id="types">Types</h2><p>${types.length} types; ${described} fields described.</p>
${types
  .filter((type) => type !== query && type !== mutation)
  .map(typeSection)
  .join('')}
</body></html>`;
}
