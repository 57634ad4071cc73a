import type { Element, Nodes } from 'hast';
import { lowlight } from '../../ui/editor/codeLanguages';

function toDom(node: Nodes, doc: Document): Node | null {
  if (node.type === 'text') return doc.createTextNode(node.value);
  if (node.type === 'element') return elementToDom(node, doc);
  if (node.type === 'root') {
    const fragment = doc.createDocumentFragment();
    for (const child of node.children) {
      const built = toDom(child, doc);
      if (built) fragment.append(built);
    }
    return fragment;
  }
  return null;
}

function elementToDom(node: Element, doc: Document): HTMLElement {
  const element = doc.createElement(node.tagName);
  const classes = node.properties.className;
  if (Array.isArray(classes)) element.className = classes.join(' ');
  for (const child of node.children) {
    const built = toDom(child, doc);
    if (built) element.append(built);
  }
  return element;
}

/**
 * The stored HTML holds plain `<code class="language-x">` (the editor's colours are decorations, not
 * markup), so the reading view colours it here: lowlight's tree is rebuilt as DOM nodes, text only ever
 * as text nodes, never as HTML.
 */
export function highlightCodeBlocks(container: HTMLElement): void {
  for (const code of container.querySelectorAll<HTMLElement>('pre > code[class*="language-"]')) {
    const language = /language-([\w-]+)/.exec(code.className)?.[1];
    if (!language || !lowlight.registered(language) || code.dataset.highlighted) continue;
    const tree = lowlight.highlight(language, code.textContent);
    const built = toDom(tree, code.ownerDocument);
    if (!built) continue;
    code.replaceChildren(built);
    code.classList.add('hljs');
    code.dataset.highlighted = 'true';
  }
}
