import { type HtmlNode as Node, htmlParser } from './htmlParser';

const dom = () => htmlParser().DomUtils;

/**
 * Issue 15 "Export": a document's sanitised HTML as Markdown. It only has to cover what the allowlist lets
 * through (richText.ts): headings, paragraphs, emphasis, links, images, lists and task lists, quotes, code
 * blocks with their language, tables and rules.
 */
export function documentToMarkdown(title: string, html: string): string {
  const body = blocks(htmlParser().parseDOM(html, { decodeEntities: true }), '').trim();
  return `# ${title}\n\n${body}\n`.replace(/\n{3,}/g, '\n\n');
}

function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}

function inline(nodes: Node[]): string {
  return nodes.map(inlineNode).join('');
}

function inlineNode(node: Node): string {
  if (dom().isText(node)) return escapeInline(node.data.replace(/\s+/g, ' '));
  if (!dom().isTag(node)) return '';
  const inner = () => inline(node.children);
  switch (node.name) {
    case 'strong':
    case 'b':
      return `**${inner()}**`;
    case 'em':
    case 'i':
      return `*${inner()}*`;
    case 's':
      return `~~${inner()}~~`;
    case 'code':
      return `\`${dom().textContent(node)}\``;
    case 'br':
      return '  \n';
    case 'a':
      return `[${inner()}](${node.attribs.href ?? ''})`;
    case 'img':
      return `![${node.attribs.alt ?? ''}](${node.attribs.src ?? ''})`;
    default:
      return inner();
  }
}

function listItems(list: Node, indent: string, ordered: boolean): string {
  if (!dom().isTag(list)) return '';
  const tasks = list.attribs['data-type'] === 'taskList';
  let number = Number(list.attribs.start ?? '1');
  return list.children
    .filter((child) => dom().isTag(child) && child.name === 'li')
    .map((item) => {
      if (!dom().isTag(item)) return '';
      const marker = ordered ? `${String(number++)}.` : '-';
      const box = tasks ? (item.attribs['data-checked'] === 'true' ? '[x] ' : '[ ] ') : '';
      const content = blocks(item.children, `${indent}  `).trim();
      return `${indent}${marker} ${box}${content}\n`;
    })
    .join('');
}

function table(node: Node): string {
  const rows = dom()
    .findAll((el) => el.name === 'tr', [node])
    .map((row) => row.children.filter(dom().isTag).map((cell) => inline(cell.children).trim().replace(/\n/g, ' ')));
  const [head, ...rest] = rows;
  if (!head) return '';
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rest.map(line)].join('\n');
}

function blocks(nodes: Node[], indent: string): string {
  let out = '';
  let pendingInline: Node[] = [];
  const flush = () => {
    const text = inline(pendingInline).trim();
    if (text) out += `${text}\n\n`;
    pendingInline = [];
  };
  for (const node of nodes) {
    if (!dom().isTag(node)) {
      pendingInline.push(node);
      continue;
    }
    const heading = /^h([1-6])$/.exec(node.name);
    if (!heading && !['p', 'ul', 'ol', 'pre', 'blockquote', 'table', 'hr'].includes(node.name)) {
      pendingInline.push(node);
      continue;
    }
    flush();
    if (heading) out += `${'#'.repeat(Number(heading[1]))} ${inline(node.children).trim()}\n\n`;
    else if (node.name === 'p') out += `${inline(node.children).trim()}\n\n`;
    else if (node.name === 'ul' || node.name === 'ol') out += `${listItems(node, indent, node.name === 'ol')}\n`;
    else if (node.name === 'pre') {
      const code = dom().findOne((el) => el.name === 'code', node.children);
      const language = /language-([\w-]+)/.exec(code?.attribs.class ?? '')?.[1] ?? '';
      out += `\`\`\`${language}\n${dom().textContent(node).replace(/\n$/, '')}\n\`\`\`\n\n`;
    } else if (node.name === 'blockquote') {
      out += `${blocks(node.children, '')
        .trim()
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}\n\n`;
    } else if (node.name === 'table') out += `${table(node)}\n\n`;
    else out += '---\n\n';
  }
  flush();
  return out;
}
