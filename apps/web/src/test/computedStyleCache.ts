/**
 * jsdom works out a computed style by matching every rule of every style sheet against the element, and antd
 * injects thousands of rules; Testing Library asks for the style of each candidate and each of its ancestors
 * on every role query, so one query on an antd table took seconds (issue 40). The document does not change
 * between those calls, so each answer is kept until the next change of the document, seen synchronously
 * through the observer's pending records.
 */
export function cacheComputedStyles(): void {
  const compute = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    answers = new WeakMap();
  });
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (changes.takeRecords().length > 0) answers = new WeakMap();
    let answer = answers.get(element);
    if (!answer) {
      answer = compute(element);
      answers.set(element, answer);
    }
    return answer;
  };
}
