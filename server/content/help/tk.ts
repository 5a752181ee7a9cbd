import type { HelpTexts } from './topics';

export const tk: HelpTexts = {
  verify: {
    title: 'Şahsyýeti tassyklamak',
    paragraphs: [
      'Hasaby doldurmazdan, söwda etmezden ýa-da pul çykarmazdan öň, siziň kimdigiňizi bilmelidiris. Şahsy otagy açyň, soňra Şahsyýeti tassyklamak bölümini saýlaň. Adyňyzy resminamaňyzda ýazylyşy ýaly giriziň, resminamanyň görnüşini saýlaň (şahsyýet kartasy, sürüjilik şahadatnamasy ýa-da pasport), onuň belgisini giriziň we öň hem arka tarapynyň aýdyň suratyny ýükläň.',
      'Barlaýjy suratlary girizen maglumatlaryňyz bilen deňeşdirýär. Karar çykýança ýagdaýy «Barlanýar» diýip görkezilýär; soňra habarnama barlagyň üstünlikli geçendigini ýa-da geçmedik bolsa sebäbini aýdýar we siz täzeden iberip bilersiňiz. Bank kartyňyz we goýýan pullaryňyz tassyklanan adyňyza bolmaly: başga biriniň adyna açylan hasapdan iberilen pul kabul edilmeýär.',
    ],
  },
  team: {
    title: 'Çakylyklar we topar sylaglary',
    paragraphs: [
      'Çakylyk koduňyzy ýa-da salgyňyzy Şahsy otag, Çakylyk we topar bölüminden paýlaşyň. Onuň bilen hasaba alnan adamlar siziň 1-nji derejäňiz, olaryň çagyranlary bolsa 2-nji derejäňizdir. Mundan çuňňur derejeler hasaba alynmaýar. Sylaglar diňe platformanyň toparyňyzdan hakykatdan alan tölegleriniň hasabyna tölenýär: 1-nji derejäniň söwda we ýazylyşyk tölegleriniň 10%-i, 2-nji derejäniňki 5%-i, şeýle hem olaryň göçürme söwdasyndan gazanan peýdasynyň topar paýynyň 40%-i we 20%-i, her gezek ýyldyz derejäňiziň diwident möçberi goşulyp.',
      'Sylaglar hiç haçan hasaby doldurmakdan, pul çykarmakdan, geçirimlerden, Top 10 satyn alyşlaryndan ýa-da toparyňyzyň goýan pullaryndan tölenmeýär we jemi hiç haçan çykýan tölegiňden köp bolmaýar. Her sylag Emläk hasabyňyza bir gezek geçirilýär. Ýyldyz derejäňiz (0-dan 5-e çenli) göni çakylyklaryňyza, toparyňyzyň ululygyna we soňky 30 günüň dowamyndaky söwda möçberine bagly; çäkler we möçberler Çakylyk we topar sahypasynda görkezilýär.',
    ],
  },
  deposit: {
    title: 'Hasaby doldurmak nähili barlanýar we geçirilýär',
    paragraphs: [
      'Şahsy otagy, soňra Hasaby doldurmak bölümini açyň we USDT (TRC20 ýa-da ERC20) ýa-da ýerli pul birliginde bank geçirimini saýlaň. Puly şol ekranda görkezilen platformanyň salgysyna ýa-da hasabyna öz adyňyza açylan gapjykdan ýa-da hasapdan iberiň. Soňra mukdary, iberijiniň adyny, amalyň heşini (USDT üçin) we geçirim kwitansiýasynyň suratyny tabşyryň. Ilki şahsyýeti tassyklamak zerur, her kwitansiýa suraty we her amal heşi diňe bir gezek ulanylyp bilner.',
      'Şondan soň hasaby doldurmak «Barlanýar» ýagdaýynda bolýar. Maliýe işgärleri ony gelen pul bilen deňeşdirýärler: tassyklasalar, mukdar Emläk hasabyňyza geçirilýär we size habarnama gelýär. Ret etseler, habarnamada sebäbi görkezilýär we hiç zat geçirilmeýär. Ähli doldurmalar we olaryň ýagdaýy doldurma taryhyňyzda görünýär.',
    ],
  },
  withdraw: {
    title: 'Pul çykarmak: töleg, barlag sagatlary we saklanýan mukdar',
    paragraphs: [
      'Pul çykarmak üçin şahsyýetiňiziň tassyklanmagy, töleg açar sözi we baglanan USDT gapjygy ýa-da bank kartasy gerek. Nirä we näçe çykarjakdygyňyzy saýlaň: tassyklamazyňyzdan öň ekran şol usulyň kesgitli tölegini (TRC20 üçin 1 USDT; ERC20 we bank tölegini operator kesgitleýär) we geljek mukdary, ýagny mukdardan tölegiň aýrylanyny görkezýär. Soňra mukdar iki gezek sarp edilmez ýaly Emläk hasabyňyzda saklanýar.',
      'Maliýe işgärleri pul çykarmaklary diňe Pul çykarmak ekranynda görkezilen barlag sagatlarynda barlaýarlar; şol sagatlardan daşary berlen haýyş indiki barlag döwrüne garaşýar. Haýyş «Barlanýar» ýagdaýyndaka ony ýatyryp bilersiňiz we saklanan mukdar boşadylýar. Tassyklansa, pul iberilýär; ret edilse, saklanan mukdar boşadylýar we habarnamada sebäbi aýdylýar. Siziň howpsuzlygyňyz üçin gapjygy ýa-da karty baglanyňyzdan ýa-da üýtgedeniňizden, e-poçtaňyzy, telefonyňyzy ýa-da töleg açar sözüňizi çalşanyňyzdan soň pul çykarmak belli bir wagt (operator başgaça kesgitlemedik bolsa 24 sagat) garaşýar.',
    ],
  },
  transfer: {
    title: 'Öz hasaplaryňyzyň arasynda we beýleki agzalara geçirim',
    paragraphs: [
      'Pullaryňyz aýry hasaplarda saklanýar: Emläk hasaby doldurmalary we hasaplaşyklary kabul edýär, ETF hasaby ETF sargytlaryny töleýär, Göçürme söwdasy hasaby bolsa ýazylyşyklaryňyzyň mukdaryny saklaýar. Geçirim puly öz hasaplaryňyzyň arasynda derrew we tölegsiz geçirýär. ETF sargytlary ETF hasabyndan tölenýär, şonuň üçin söwda etmezden öň puly şol ýere geçiriň. Top 10 puluny el bilen geçirip bolmaýar: şertnama tamamlananda ol Emläk hasabyňyza gaýdyp gelýär.',
      'Beýleki agza pul ibermek üçin UID boýunça geçirimi ulanyň: onuň UID-ini giriziň, görkezilen bölekleýin gizlenen lakamyny barlaň, mukdary giriziň we töleg açar sözüňiz bilen tassyklaň. Pul Emläk hasabyňyzdan çykyp, tölegsiz onuň Sosial hasabyna düşýär. Beýleki agza edilen geçirimi yzyna gaýtaryp bolmaýar, şonuň üçin UID-i üns bilen barlaň.',
    ],
  },
  etf: {
    title: 'ETF söwdasy: sargytlar we tölegler',
    paragraphs: [
      'ETF-ler ETF hasabyňyzdaky USDT bilen satyn alynýar we satylýar; dollardaky ýa-da funtdaky baha sargyt formunda wagty bilen görkezilen kurs boýunça öwrülýär. Bazar sargydy birža açyk wagty derrew ýerine ýetirilýär: satyn almak teklip bahasy (ask), satmak isleg bahasy (bid) boýunça. Çäkli sargyt bazar siziň bahaňyza ýetýänçä garaşýar we hiç haçan ýerine ýetirilmezligi hem mümkin; ol söwda güni (Day) ýa-da ýerine ýetirilýänçä ýa-da siz ýatyrýançaňyz (GTC, sargyt formunda görkezilen günlerden köp däl) hereket edýär.',
      'Her ýerine ýetirilişden töleg alynýar: bahasynyň göterimi we iň az mukdary, ikisi hem tassyklamazdan öň sargyt formunda görkezilýär. Satyn almak ýerine ýetirilýänçä ýa-da ýatyrylýança bahasyny we tölegini saklaýar, satmak bolsa girdejini tölegi aýryp ETF hasabyňyza gaýtarýar. Sargytlar üçin şahsyýetiň tassyklanmagy we töleg açar sözüňiz gerek. Bahalar ýokary galyp hem, aşak düşüp hem bilýär, ýitgiler bolsa siziňkidir: söwda etmezden öň ETF töwekgelçilikleri barada duýduryşy okaň.',
    ],
  },
  top10: {
    title: 'Top 10 gaznasy nähili işleýär',
    paragraphs: [
      'Her Top 10 önüminde kesgitli gündelik göterim, günlerde möhlet we iň az maýa goýum görkezilýär. Satyn alanyňyzda şertnamasyny tassyklaýarsyňyz we mukdar Emläk hasabyňyzdan şertnama geçýär; satyn alanyňyzdan soň göterim üýtgäp bilmeýär. Möhletiň her güni şertnamanyň göterimi boýunça girdeji goşulýar.',
      'Esasy mukdar şertnama tamamlanýança gulplanýar: möhletinden öň çykyp bolmaýar. Ahyrynda esasy mukdar we girdeji awtomatik usulda Emläk hasabyňyza gaýdyp gelýär. Wada berlen girdeji platformanyň satuwdan öň goýan ätiýaçlygy bilen üpjün edilýär, ýöne bu kepillik däl: operator şowsuzlyga uçrasa, tölegler gijikdirilip ýa-da ýitirilip biler. Satyn almazdan öň Top 10 töwekgelçilikleri barada duýduryşy okaň.',
    ],
  },
  copy: {
    title: 'Göçürme söwdasy: töleg, peýdanyň paýlanyşy we töwekgelçilikler',
    paragraphs: [
      'Göçürme söwdasy siziň saýlan mukdaryňyz we günleriňiz boýunça signal berijä eýerýär. Ýazylyşygyňyzyň bahasy signal berijiniň arassa bahasy bilen bile üýtgeýär: onuň söwdasy 10% gazansa, siziň mukdaryňyz 10% gymmatlaýar, ýitgilerde hem edil şeýle. Ýazylanyňyzda mukdaryň üstünden mukdaryň 5%-i möçberinde ýazylyşyk tölegi Emläk hasabyňyzdan alynýar we yzyna gaýtarylmaýar.',
      'Ýazylyşyk tamamlananda (möhleti gutaranda, göçürme stop-lossuňyz işlände ýa-da ony möhletinden öň togtadanyňyzda) peýda paýlanýar: 50% size, 15% signal berijä, 20% topar sylaglary gaznasyna we galany, takmynan 15%, platforma. Ýitgi diňe siziňkidir. Töleg we paýlanyş sebäpli siz zyýansyz çykar ýaly signal beriji takmynan 10% gazanmaly. Stop-loss her bahada däl-de, birnäçe minutdan bir barlanýar, şonuň üçin bellenenden köp ýitirip bilersiňiz. Geçmişdäki netijeler geljekdäki netijeleri kepillendirmeýär.',
    ],
  },
  security: {
    title: 'Hasabyňyzy howpsuz saklaň',
    paragraphs: [
      'Başga hiç ýerde ulanmaýan giriş açar sözüňizi ulanyň we töleg açar sözüni belläň: her sargydy, satyn alşy, beýleki agza geçirimi we pul çykarmagy tassyklaýan alty san. Birnäçe gezek yzly-yzyna nädogry töleg açar sözi girizilse, tölegler biraz wagtlap gulplanýar, gaýtalanýan şowsuz girişler bolsa girişi togtadýar. Tassyklama kodlary telefonyňyza ýa-da e-poçtaňyza gelýär we 10 minutdan soň güýjüni ýitirýär.',
      'Kody ýa-da açar sözi hiç haçan hiç kime bermäň: işgärlerimiz olary hiç haçan, ne çatda, ne-de başga ýerde soramaz. E-poçtaňyzy, telefonyňyzy ýa-da töleg açar sözüňizi çalşanyňyzda ýa-da täze gapjyk ýa-da kart baglanyňyzda, pul çykarmak biraz wagt garaşýar, şeýdip sessiýaňyzy eýelän adam puluňyzy derrew çykaryp bilmez. Bir zat şübheli görünse, giriş açar sözüňizi çalşyň we Müşderi hyzmatyna ýüz tutuň.',
    ],
  },
};
