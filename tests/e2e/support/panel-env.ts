/** The previous panel the signed-in pages offer in their banner (set on the panel under test). */
export const OLD_PANEL_URL = "https://old-panel.example.com/";
