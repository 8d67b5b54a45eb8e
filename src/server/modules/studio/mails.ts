type Locale = 'en' | 'am-ET';

/** The two answers an applicant gets, in their language. Plain text: names and reasons stay text. */
export function applicationMail(outcome: 'approved' | 'rejected', locale: Locale, name: string, publicUrl: string, reason: string | null): { subject: string; text: string } {
  const am = locale === 'am-ET';
  if (outcome === 'approved') {
    return am
      ? {
          subject: 'እንኳን ደስ አለዎት! የዲዛይነር ማመልከቻዎ ተቀባይነት አግኝቷል',
          text: `ሰላም ${name}፣\n\nየቲበብ ዲዛይነር ሆነዋል። የመጀመሪያ ልብስዎን እዚህ ያቅርቡ፦\n${publicUrl}/designer/add-product\n\nየዲዛይነር ዳሽቦርድ፦ ${publicUrl}/designer-dashboard\n`,
        }
      : {
          subject: 'Welcome, designer! Your Tibeb application is approved',
          text: `Hello ${name},\n\nYou are now a Tibeb designer. List your first garment here:\n${publicUrl}/designer/add-product\n\nYour designer dashboard: ${publicUrl}/designer-dashboard\n`,
        };
  }
  return am
    ? {
        subject: 'ስለ ዲዛይነር ማመልከቻዎ',
        text: `ሰላም ${name}፣\n\nለጊዜው ማመልከቻዎን መቀበል አልቻልንም። ምክንያቱ፦\n${reason ?? ''}\n\nይህን አስተካክለው እንደገና ማመልከት ይችላሉ፦ ${publicUrl}/designer-register\n`,
      }
    : {
        subject: 'About your Tibeb designer application',
        text: `Hello ${name},\n\nWe cannot accept your application for now. The reason:\n${reason ?? ''}\n\nYou are welcome to apply again once this is addressed: ${publicUrl}/designer-register\n`,
      };
}
