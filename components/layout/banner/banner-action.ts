/** Spec §2: what clicking a banner does, by its action. */
export type BannerBehaviour = "popup" | "same-window" | "new-tab";

export function bannerBehaviour(action: number): BannerBehaviour {
  if (action === 1) return "popup";
  if (action === 2) return "same-window";
  return "new-tab";
}
