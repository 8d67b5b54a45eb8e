type Locale = 'en' | 'am-ET';

/** The answers an applicant gets (approved, rejected, asked for changes), in their language. Plain text: names and reasons stay text. */
export function applicationMail(outcome: 'approved' | 'rejected' | 'changes_requested', locale: Locale, name: string | null, publicUrl: string, reason: string | null): { subject: string; text: string } {
  const am = locale === 'am-ET';
  // No name (an unconfirmed address or a link-shaped name): the greeting goes without one.
  const amHello = name ? `ሰላም ${name}፣` : 'ሰላም፣';
  const enHello = name ? `Hello ${name},` : 'Hello,';
  if (outcome === 'approved') {
    return am
      ? {
          subject: 'እንኳን ደስ አለዎት! የዲዛይነር ማመልከቻዎ ተቀባይነት አግኝቷል',
          text: `${amHello}\n\nየቲበብ ዲዛይነር ሆነዋል። የመጀመሪያ ልብስዎን እዚህ ያቅርቡ፦\n${publicUrl}/designer/add-product\n\nየዲዛይነር ዳሽቦርድ፦ ${publicUrl}/designer-dashboard\n`,
        }
      : {
          subject: 'Welcome, designer! Your Tibeb application is approved',
          text: `${enHello}\n\nYou are now a Tibeb designer. List your first garment here:\n${publicUrl}/designer/add-product\n\nYour designer dashboard: ${publicUrl}/designer-dashboard\n`,
        };
  }
  if (outcome === 'changes_requested') {
    return am
      ? {
          subject: 'ማመልከቻዎ ትንሽ ማስተካከያ ይፈልጋል',
          text: `${amHello}\n\nየቲበብ ቡድን ማመልከቻዎን ከመወሰኑ በፊት ይህን እንዲያስተካክሉ ይጠይቃል፦\n${reason ?? ''}\n\nማመልከቻዎን አስተካክለው እንደገና ይላኩ፦ ${publicUrl}/designer-register\n`,
        }
      : {
          subject: 'Your Tibeb designer application needs a few changes',
          text: `${enHello}\n\nBefore we decide, the Tibeb team asks you to change this:\n${reason ?? ''}\n\nEdit your application and send it again here: ${publicUrl}/designer-register\n`,
        };
  }
  return am
    ? {
        subject: 'ስለ ዲዛይነር ማመልከቻዎ',
        text: `${amHello}\n\nለጊዜው ማመልከቻዎን መቀበል አልቻልንም። ምክንያቱ፦\n${reason ?? ''}\n\nይህን አስተካክለው እንደገና ማመልከት ይችላሉ፦ ${publicUrl}/designer-register\n`,
      }
    : {
        subject: 'About your Tibeb designer application',
        text: `${enHello}\n\nWe cannot accept your application for now. The reason:\n${reason ?? ''}\n\nYou are welcome to apply again once this is addressed: ${publicUrl}/designer-register\n`,
      };
}
