import { expect, test, type Locator, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { bar, firstViewSeen, slots } from '../support/compare';
import { PHONE } from '../support/viewports';

// The comparison bar's slots with the longest names and prices the catalogue has (docs/product/results.md#comparison-bar):
// nothing runs under the remove button or into the next slot, a shortened name is there whole, and it passes axe.

const PROFILE = {
  colectivo: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], colectivo: { cantidadempleados: 60 } },
};

/** The three company plans with the longest names. */
const longestNamed = async (page: Page): Promise<Array<{ id: number; displayName: string }>> => {
  const answer = await page.request.post('/api/insurance/compare/metadata', {
    data: { organizationTypes: ['EPS', 'ASEG', 'MEDICINA PREPAGADA'], insuranceTypes: ['SEGURO_COLECTIVO'], take: 100 },
  });
  const plans = ((await answer.json()) as { data: Array<{ id: number; displayName: string }> }).data;
  return plans.sort((a, b) => b.displayName.length - a.displayName.length).slice(0, 3);
};

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each line of text of the element, as boxes (a wrapped name or price has several). */
const textBoxes = (element: Locator): Promise<Box[]> =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });

test(
  'the bar keeps each name and price inside its slot, clear of the remove button, and passes axe',
  PHONE,
  async ({ page }) => {
    await firstViewSeen(page);
    await page.addInitScript((profiles) => localStorage.setItem('V1.6_CO', JSON.stringify(profiles)), PROFILE);
    const plans = await longestNamed(page);
    await page.goto(`/Comparar/Empresas?comparar=${plans.map((plan) => plan.id).join(',')}`);
    await expect(slots(page)).toHaveCount(3);
    for (const [i, plan] of plans.entries())
      await expect(
        slots(page)
          .nth(i)
          .getByRole('button', { name: `Quitar ${plan.displayName} de la comparación` }),
      ).toBeVisible();
    await expect(bar(page).getByText('Precio para tu perfil').first()).toBeVisible();

    for (const [i, plan] of plans.entries()) {
      const slot = slots(page).nth(i);
      const slotBox = (await slot.boundingBox())!;
      const remove = (await slot.getByRole('button', { name: /^Quitar / }).boundingBox())!;
      const name = slot.locator('.qs-compare-slot__name');
      const price = slot.locator('.qs-compare-slot__price');
      for (const [what, element] of [
        ['name', name],
        ['price', price],
      ] as const) {
        for (const line of await textBoxes(element)) {
          expect({
            plan: plan.displayName,
            what,
            inSlot: inside(line, slotBox),
            underRemove: overlap(line, remove),
          }).toEqual({ plan: plan.displayName, what, inSlot: true, underRemove: false });
        }
      }
      // A name cut short is there whole for whoever points at it (and for a screen reader, in the remove button's name).
      const clipped = await name.evaluate(
        (node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
      );
      if (clipped) await expect(name).toHaveAttribute('title', plan.displayName);
    }
    expect(await blockingViolations(page, { within: '.qs-compare-bar' })).toEqual([]);
  },
);
