import type { HelpTexts } from './topics';

export const isr: HelpTexts = {
  verify: {
    title: "Verifica dell'identità",
    paragraphs: [
      "Prima di poter depositare, fare trading o prelevare, dobbiamo sapere chi sei. Apri Profilo, poi Verifica dell'identità. Inserisci il tuo nome esattamente come compare sul documento, scegli il tipo di documento (carta d'identità, patente di guida o passaporto), inserisci il numero e carica una foto nitida del fronte e una del retro.",
      "Un revisore confronta le foto con i dati inseriti. Finché non decide, lo stato è «In revisione»; poi una notifica ti dice che la verifica è stata superata o, se non lo è, il motivo, e puoi inviarla di nuovo. La tua carta bancaria e i tuoi depositi devono essere intestati al nome verificato: il denaro inviato da un conto intestato a un'altra persona viene rifiutato.",
    ],
  },
  team: {
    title: 'Inviti e premi del team',
    paragraphs: [
      'Condividi il tuo codice o link di invito da Profilo, Inviti e team. Chi si registra con esso è il tuo livello 1; le persone che loro invitano sono il tuo livello 2. Nulla di più profondo conta. Ricevi premi solo dalle commissioni che la piattaforma ha effettivamente incassato dal tuo team: il 10% delle commissioni di negoziazione e di abbonamento del livello 1 e il 5% del livello 2, e il 40% e il 20% della quota team dei loro profitti di copy trading, ogni volta più il tasso di dividendo del tuo livello di stelle.',
      'I premi non vengono mai pagati con depositi, prelievi, trasferimenti, acquisti Top 10 o con il denaro che il tuo team investe, e nel complesso non superano mai la commissione da cui provengono. Ogni premio viene accreditato una sola volta sul tuo Conto patrimoniale. Il tuo livello di stelle (da 0 a 5) dipende dagli inviti diretti, dalla dimensione del team e dal suo volume degli ultimi 30 giorni; soglie e tassi sono nella pagina Inviti e team.',
    ],
  },
  deposit: {
    title: 'Come vengono verificati e accreditati i depositi',
    paragraphs: [
      "Apri Profilo, poi Deposito, e scegli USDT (TRC20 o ERC20) o un bonifico bancario nella valuta locale. Invia il denaro all'indirizzo o al conto della piattaforma indicato in quella schermata, da un wallet o un conto intestato a te. Poi inserisci l'importo, il nome dell'ordinante, l'hash della transazione (per gli USDT) e una foto della ricevuta del trasferimento. Serve prima la verifica dell'identità, e ogni foto di ricevuta e ogni hash possono essere usati una sola volta.",
      "Il deposito è quindi «In revisione». Il personale finanziario lo confronta con quanto è arrivato: se lo approva, l'importo viene accreditato sul tuo Conto patrimoniale e ricevi una notifica. Se lo rifiuta, la notifica indica il motivo e non viene accreditato nulla. Ogni deposito e il suo stato sono nello storico dei depositi.",
    ],
  },
  withdraw: {
    title: 'Prelievi: commissione, orari di revisione e importi bloccati',
    paragraphs: [
      "Per prelevare ti servono la verifica dell'identità, una password di pagamento e un wallet USDT o una carta bancaria collegati. Scegli destinazione e importo: prima della conferma, la schermata mostra la commissione fissa di quel metodo (1 USDT per TRC20; le commissioni ERC20 e bancarie sono fissate dall'operatore) e quanto arriverà, cioè l'importo meno la commissione. L'importo viene poi bloccato sul tuo Conto patrimoniale, così non può essere speso due volte.",
      "Il personale finanziario esamina i prelievi solo negli orari di revisione indicati nella schermata Prelievo; una richiesta fatta al di fuori attende il periodo di revisione successivo. Finché è «In revisione» puoi annullarla e il blocco viene rilasciato. Se viene approvata, il denaro viene inviato; se viene rifiutata, il blocco viene rilasciato e la notifica ne spiega il motivo. Per la tua sicurezza, i prelievi attendono anche per un certo tempo (24 ore, salvo diversa impostazione dell'operatore) dopo che hai collegato o modificato un wallet o una carta, o cambiato email, telefono o password di pagamento.",
    ],
  },
  transfer: {
    title: 'Trasferimenti tra i tuoi conti e ad altri membri',
    paragraphs: [
      "Il tuo denaro è tenuto in conti separati: il Conto patrimoniale riceve depositi e regolamenti, il Conto ETF paga gli ordini sugli ETF e il Conto copy trading contiene gli importi dei tuoi abbonamenti. Trasferimento sposta denaro tra i tuoi conti all'istante e senza commissioni. Gli ordini sugli ETF si pagano dal Conto ETF, quindi spostaci del denaro prima di negoziare. Il denaro del Top 10 non si può spostare a mano: torna sul tuo Conto patrimoniale alla fine del contratto.",
      "Per inviare denaro a un altro membro usa Trasferimento tramite UID: inserisci il suo UID, controlla il nickname parzialmente nascosto che compare, inserisci l'importo e conferma con la tua password di pagamento. Il denaro esce dal tuo Conto patrimoniale e arriva sul suo Conto social, senza commissioni. Un trasferimento a un altro membro non può essere annullato, quindi controlla bene l'UID.",
    ],
  },
  etf: {
    title: 'Negoziare ETF: ordini e commissioni',
    paragraphs: [
      "Gli ETF si comprano e si vendono con gli USDT del tuo Conto ETF; un prezzo in dollari o sterline viene convertito al cambio indicato sul biglietto d'ordine con il suo orario. Un ordine al mercato viene eseguito subito mentre la borsa è aperta, l'acquisto al prezzo lettera (ask) e la vendita al prezzo denaro (bid). Un ordine con limite di prezzo attende che il mercato raggiunga il tuo prezzo e potrebbe non essere mai eseguito; vale per la giornata di borsa (Day) oppure fino all'esecuzione o alla tua revoca (GTC, al massimo per i giorni indicati sul biglietto).",
      "Ogni esecuzione paga una commissione: una percentuale del suo valore con un minimo, entrambi mostrati sul biglietto prima della conferma. Un acquisto blocca costo e commissione finché non viene eseguito o revocato, e una vendita riporta sul tuo Conto ETF il ricavato meno la commissione. Gli ordini richiedono la verifica dell'identità e la tua password di pagamento. I prezzi possono scendere oltre che salire e le perdite sono tue: leggi l'informativa sui rischi degli ETF prima di negoziare.",
    ],
  },
  top10: {
    title: 'Come funziona il fondo Top 10',
    paragraphs: [
      "Ogni prodotto Top 10 indica un tasso giornaliero fisso, una durata in giorni e un investimento minimo. Quando acquisti, confermi il suo contratto e l'importo passa dal tuo Conto patrimoniale al contratto; il tasso non può cambiare dopo l'acquisto. Ogni giorno della durata si aggiunge un rendimento al tasso del contratto.",
      "Il capitale resta vincolato fino alla fine del contratto: non è possibile uscire prima. Alla fine, capitale e rendimenti tornano automaticamente sul tuo Conto patrimoniale. I rendimenti promessi sono coperti da una riserva che la piattaforma ha accantonato prima della vendita, ma non si tratta di una garanzia: se l'operatore fallisce, i pagamenti possono subire ritardi o andare perduti. Leggi l'informativa sui rischi del Top 10 prima di acquistare.",
    ],
  },
  copy: {
    title: 'Copy trading: commissione, ripartizione dei profitti e rischi',
    paragraphs: [
      "Il copy trading segue un fornitore di segnali con l'importo e per il numero di giorni che scegli. Il valore del tuo abbonamento segue il valore netto del fornitore: se il suo trading guadagna il 10%, il tuo importo vale il 10% in più, e lo stesso vale per le perdite. Al momento dell'abbonamento viene addebitata in aggiunta all'importo, dal tuo Conto patrimoniale, una commissione di abbonamento pari al 5% dell'importo, che non viene rimborsata.",
      "Quando l'abbonamento termina (alla scadenza, per il tuo stop-loss di copia o se lo interrompi prima), il profitto viene ripartito: 50% a te, 15% al fornitore, 20% al fondo premi del team e il resto, circa il 15%, alla piattaforma. Una perdita è soltanto tua. A causa della commissione e della ripartizione, il fornitore deve guadagnare circa il 10% prima che tu vada in pari. Lo stop-loss viene controllato ogni pochi minuti, non a ogni prezzo, quindi puoi perdere più della soglia impostata. I risultati passati non sono indicativi di quelli futuri.",
    ],
  },
  security: {
    title: 'Proteggi il tuo account',
    paragraphs: [
      "Usa una password di accesso che non usi altrove e imposta una password di pagamento: sei cifre che confermano ogni ordine, acquisto, trasferimento ad altri membri e prelievo. Dopo diverse password di pagamento errate di fila, i pagamenti vengono bloccati per un po', e ripetuti accessi non riusciti sospendono l'accesso. I codici di verifica arrivano al tuo telefono o alla tua email e scadono dopo 10 minuti.",
      'Non condividere mai un codice o una password: il nostro personale non te li chiederà mai, né in chat né altrove. Quando cambi email, telefono o password di pagamento, o colleghi un nuovo wallet o una nuova carta, i prelievi attendono per un certo tempo, così chi si fosse impadronito della tua sessione non può portare via subito il tuo denaro. Se qualcosa ti sembra strano, cambia la password di accesso e contatta il Servizio clienti.',
    ],
  },
};
