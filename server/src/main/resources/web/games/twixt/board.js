// Placeholder: the board view arrives with its game's UI work (see docs/ui.md).
export function createBoard(element, ctx) {
  const show = (snap) => {
    element.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><text x="2" y="14">…</text></svg>';
  };
  return { show, destroy() { element.innerHTML = ''; } };
}
export function drawDiagram(element, board, options) {
  element.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"></svg>';
}
