import type { HelpTexts } from './topics';

export const de: HelpTexts = {
  verify: {
    title: 'Identitätsprüfung',
    paragraphs: [
      'Bevor Sie einzahlen, handeln oder auszahlen können, müssen wir wissen, wer Sie sind. Öffnen Sie Mein Bereich und dann Identitätsprüfung. Geben Sie Ihren Namen genau so ein, wie er in Ihrem Dokument steht, wählen Sie die Dokumentart (Personalausweis, Führerschein oder Reisepass), geben Sie die Dokumentnummer ein und laden Sie ein gut lesbares Foto der Vorder- und der Rückseite hoch.',
      'Ein Prüfer vergleicht die Fotos mit Ihren Angaben. Bis zur Entscheidung lautet der Status „In Prüfung“; danach teilt Ihnen eine Benachrichtigung mit, dass die Prüfung bestanden ist oder warum sie abgelehnt wurde, und Sie können erneut einreichen. Auf Ihren geprüften Namen müssen Ihre Bankkarte und Ihre Einzahlungen lauten: Geld von einem Konto, das auf eine andere Person lautet, wird abgelehnt.',
    ],
  },
  team: {
    title: 'Einladungen und Team-Prämien',
    paragraphs: [
      'Teilen Sie Ihren Einladungscode oder Link unter Mein Bereich, Einladungen und Team. Wer sich damit registriert, gehört zu Ihrer Ebene 1; wen diese Personen einladen, zu Ihrer Ebene 2. Tiefere Ebenen zählen nicht. Prämien erhalten Sie nur aus Gebühren, die die Plattform von Ihrem Team tatsächlich eingenommen hat: 10 % der Handels- und Abonnementgebühren der Ebene 1 und 5 % der Ebene 2 sowie 40 % und 20 % des Teamanteils an deren Copy-Trading-Gewinnen, jeweils zuzüglich des Dividendensatzes Ihrer Sternestufe.',
      'Prämien werden nie aus Einzahlungen, Auszahlungen, Übertragungen, Top-10-Käufen oder dem von Ihrem Team investierten Geld gezahlt, und zusammen übersteigen sie nie die Gebühr, aus der sie stammen. Jede Prämie wird Ihrem Vermögenskonto einmal gutgeschrieben. Ihre Sternestufe (0 bis 5) hängt von Ihren direkten Einladungen, der Größe Ihres Teams und dessen Volumen der letzten 30 Tage ab; Schwellen und Sätze stehen auf der Seite Einladungen und Team.',
    ],
  },
  deposit: {
    title: 'Wie Einzahlungen geprüft und gutgeschrieben werden',
    paragraphs: [
      'Öffnen Sie Mein Bereich, dann Einzahlung, und wählen Sie USDT (TRC20 oder ERC20) oder eine Banküberweisung in der Landeswährung. Senden Sie das Geld von einer Wallet oder einem Konto auf Ihren eigenen Namen an die dort angezeigte Adresse oder das angezeigte Konto der Plattform. Reichen Sie dann den Betrag, den Namen des Einzahlers, den Transaktions-Hash (bei USDT) und ein Foto des Überweisungsbelegs ein. Die Identitätsprüfung ist Voraussetzung, und jedes Belegfoto und jeder Transaktions-Hash kann nur einmal verwendet werden.',
      'Die Einzahlung ist dann „In Prüfung“. Mitarbeiter der Finanzabteilung gleichen sie mit dem Zahlungseingang ab: Genehmigen sie sie, wird der Betrag Ihrem Vermögenskonto gutgeschrieben und Sie erhalten eine Benachrichtigung. Lehnen sie sie ab, nennt die Benachrichtigung den Grund und es wird nichts gutgeschrieben. Jede Einzahlung und ihr Status stehen in Ihren Einzahlungsunterlagen.',
    ],
  },
  withdraw: {
    title: 'Auszahlungen: Gebühr, Prüfzeiten und Sperrbeträge',
    paragraphs: [
      'Für eine Auszahlung brauchen Sie eine bestandene Identitätsprüfung, ein Zahlungspasswort und eine hinterlegte USDT-Wallet oder Bankkarte. Wählen Sie Ziel und Betrag: Vor der Bestätigung zeigt der Bildschirm die feste Gebühr dieser Methode (1 USDT bei TRC20; die Gebühren für ERC20 und Bank legt der Betreiber fest) und den Betrag, der ankommt, also den Betrag abzüglich der Gebühr. Der Betrag wird dann auf Ihrem Vermögenskonto gesperrt, damit er nicht zweimal ausgegeben werden kann.',
      'Die Finanzabteilung prüft Auszahlungen nur während der auf dem Bildschirm Auszahlung angegebenen Prüfzeiten; ein Antrag außerhalb dieser Zeiten wartet auf die nächste Prüfzeit. Solange er „In Prüfung“ ist, können Sie ihn stornieren, und die Sperre wird aufgehoben. Wird er genehmigt, wird das Geld gesendet; wird er abgelehnt, wird die Sperre aufgehoben und die Benachrichtigung nennt den Grund. Zu Ihrem Schutz warten Auszahlungen außerdem eine Zeit lang (24 Stunden, sofern der Betreiber nichts anderes festlegt), nachdem Sie eine Wallet oder Karte hinterlegt oder geändert oder Ihre E-Mail-Adresse, Telefonnummer oder Ihr Zahlungspasswort geändert haben.',
    ],
  },
  transfer: {
    title: 'Übertragungen zwischen Ihren Konten und an andere Mitglieder',
    paragraphs: [
      'Ihr Geld liegt auf getrennten Konten: Das Vermögenskonto empfängt Einzahlungen und Abrechnungen, das ETF-Konto bezahlt ETF-Aufträge, und das Copy-Trading-Konto hält die Beträge Ihrer Abonnements. Mit Übertragung verschieben Sie Geld sofort und gebührenfrei zwischen Ihren eigenen Konten. ETF-Aufträge werden aus dem ETF-Konto bezahlt, übertragen Sie also vor dem Handel Geld dorthin. Geld im Top-10-Konto lässt sich nicht von Hand verschieben: Es kehrt bei Vertragsende auf Ihr Vermögenskonto zurück.',
      'Um einem anderen Mitglied Geld zu senden, nutzen Sie Übertragung per UID: Geben Sie seine UID ein, prüfen Sie den angezeigten, teilweise verdeckten Spitznamen, geben Sie den Betrag ein und bestätigen Sie mit Ihrem Zahlungspasswort. Das Geld verlässt Ihr Vermögenskonto und geht gebührenfrei auf sein Social-Konto. Eine Übertragung an ein anderes Mitglied kann nicht rückgängig gemacht werden; prüfen Sie die UID daher sorgfältig.',
    ],
  },
  etf: {
    title: 'ETFs handeln: Aufträge und Gebühren',
    paragraphs: [
      'ETFs werden mit dem USDT-Guthaben Ihres ETF-Kontos gekauft und verkauft; ein Preis in Dollar oder Pfund wird zu dem Kurs umgerechnet, der mit seiner Uhrzeit im Orderformular steht. Ein Marktauftrag wird sofort ausgeführt, solange die Börse geöffnet ist, ein Kauf zum Briefkurs und ein Verkauf zum Geldkurs. Ein Limitauftrag wartet, bis der Markt Ihren Preis erreicht, und wird womöglich nie ausgeführt; er gilt für den Handelstag (Day) oder bis zur Ausführung oder Ihrer Stornierung (GTC, höchstens so viele Tage wie im Orderformular angegeben).',
      'Jede Ausführung kostet eine Gebühr: einen Prozentsatz ihres Werts mit einem Mindestbetrag, beides vor der Bestätigung im Orderformular angezeigt. Ein Kauf sperrt Kosten und Gebühr, bis er ausgeführt oder storniert ist, und ein Verkauf schreibt den Erlös abzüglich der Gebühr Ihrem ETF-Konto gut. Aufträge erfordern eine bestandene Identitätsprüfung und Ihr Zahlungspasswort. Kurse können fallen wie steigen, und Verluste tragen Sie selbst: Lesen Sie vor dem Handel den Risikohinweis zu ETFs.',
    ],
  },
  top10: {
    title: 'So funktioniert der Top-10-Fonds',
    paragraphs: [
      'Jedes Top-10-Produkt nennt einen festen Tageszinssatz, eine Laufzeit in Tagen und eine Mindestanlage. Beim Kauf bestätigen Sie den Vertrag, und der Betrag geht von Ihrem Vermögenskonto in den Vertrag; der Satz kann sich nach dem Kauf nicht mehr ändern. An jedem Tag der Laufzeit kommen Erträge zum Satz des Vertrags hinzu.',
      'Das Kapital bleibt bis zum Vertragsende gebunden: Ein vorzeitiger Ausstieg ist nicht möglich. Am Ende fließen Kapital und Erträge automatisch auf Ihr Vermögenskonto zurück. Die zugesagten Erträge sind durch eine Reserve gedeckt, die die Plattform vor dem Verkauf zurückgelegt hat, doch das ist keine Garantie: Fällt der Betreiber aus, können sich Zahlungen verzögern oder ausfallen. Lesen Sie vor dem Kauf den Risikohinweis zu Top 10.',
    ],
  },
  copy: {
    title: 'Copy-Trading: Gebühr, Gewinnaufteilung und Risiken',
    paragraphs: [
      'Beim Copy-Trading folgen Sie einem Signalgeber mit dem Betrag und für die Anzahl Tage, die Sie wählen. Der Wert Ihres Abonnements bewegt sich mit dem Nettowert des Signalgebers: Gewinnt sein Handel 10 %, ist Ihr Betrag 10 % mehr wert, und ebenso bei Verlusten. Beim Abschluss wird zusätzlich zum Betrag eine Abonnementgebühr von 5 % des Betrags von Ihrem Vermögenskonto abgebucht; sie wird nicht erstattet.',
      'Endet das Abonnement (bei Ablauf, durch Ihren Copy-Stop-Loss oder wenn Sie es vorzeitig beenden), wird ein Gewinn aufgeteilt: 50 % für Sie, 15 % für den Signalgeber, 20 % für den Team-Prämienpool und der Rest, etwa 15 %, für die Plattform. Einen Verlust tragen Sie allein. Wegen Gebühr und Aufteilung muss der Signalgeber etwa 10 % gewinnen, bevor Sie die Gewinnschwelle erreichen. Der Stop-Loss wird alle paar Minuten geprüft, nicht bei jedem Kurs, sodass Sie mehr verlieren können als eingestellt. Frühere Ergebnisse sagen künftige nicht voraus.',
    ],
  },
  security: {
    title: 'So schützen Sie Ihr Konto',
    paragraphs: [
      'Verwenden Sie ein Login-Passwort, das Sie nirgendwo sonst nutzen, und legen Sie ein Zahlungspasswort fest: sechs Ziffern, die jeden Auftrag, Kauf, jede Übertragung an andere Mitglieder und jede Auszahlung bestätigen. Nach mehreren falschen Zahlungspasswörtern hintereinander werden Zahlungen eine Zeit lang gesperrt, und wiederholte fehlgeschlagene Anmeldungen pausieren die Anmeldung. Bestätigungscodes gehen an Ihr Telefon oder Ihre E-Mail-Adresse und verfallen nach 10 Minuten.',
      'Geben Sie niemals einen Code oder ein Passwort weiter: Unsere Mitarbeiter fragen nie danach, weder im Chat noch anderswo. Wenn Sie Ihre E-Mail-Adresse, Telefonnummer oder Ihr Zahlungspasswort ändern oder eine neue Wallet oder Karte hinterlegen, warten Auszahlungen eine Zeit lang, damit jemand, der Ihre Sitzung übernommen hat, Ihr Geld nicht sofort abziehen kann. Wenn Ihnen etwas verdächtig vorkommt, ändern Sie Ihr Login-Passwort und wenden Sie sich an den Kundenservice.',
    ],
  },
};
