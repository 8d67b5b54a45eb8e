/** The admin's maintenance texts; blank ones are null (the page's translated default). */
export interface MaintenanceTexts {
  title: string | null;
  message: string | null;
  titleAm: string | null;
  messageAm: string | null;
}

/**
 * The texts a visitor reads: the Amharic ones for Amharic readers when the admin wrote them, else
 * the English ones, else null (the page's translated default).
 */
export function maintenanceTextsFor(texts: MaintenanceTexts, language: string): { title: string | null; message: string | null } {
  const am = language === 'am-ET';
  return {
    title: (am ? texts.titleAm : null) ?? texts.title,
    message: (am ? texts.messageAm : null) ?? texts.message,
  };
}
