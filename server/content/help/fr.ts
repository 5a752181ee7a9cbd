import type { HelpTexts } from './topics';

export const fr: HelpTexts = {
  verify: {
    title: "Vérification d'identité",
    paragraphs: [
      "Avant de pouvoir déposer, négocier ou retirer, nous devons savoir qui vous êtes. Ouvrez Mon espace, puis Vérification d'identité. Saisissez votre nom exactement comme il figure sur votre pièce, choisissez le type de pièce (carte d'identité, permis de conduire ou passeport), saisissez son numéro et envoyez une photo nette du recto et du verso.",
      "Un examinateur compare les photos avec vos informations. Jusqu'à sa décision, le statut indique « En cours d'examen » ; une notification vous dit ensuite que la vérification est validée ou, si elle est refusée, pourquoi, et vous pouvez la soumettre à nouveau. Votre carte bancaire et vos dépôts doivent être à votre nom vérifié : l'argent envoyé depuis un compte au nom d'une autre personne est refusé.",
    ],
  },
  team: {
    title: "Parrainage et récompenses d'équipe",
    paragraphs: [
      "Partagez votre code ou lien de parrainage depuis Mon espace, Parrainage et équipe. Les personnes qui s'inscrivent avec lui forment votre niveau 1 ; celles qu'elles invitent, votre niveau 2. Rien au-delà ne compte. Vous n'êtes récompensé qu'à partir des frais que la plateforme a réellement perçus de votre équipe : 10 % des frais de transaction et d'abonnement du niveau 1 et 5 % du niveau 2, ainsi que 40 % et 20 % de la part d'équipe de leurs gains en copy trading, chaque fois majorés du taux de dividende de votre niveau d'étoiles.",
      "Les récompenses ne sont jamais payées à partir des dépôts, retraits, transferts, achats Top 10 ou de l'argent investi par votre équipe, et au total elles ne dépassent jamais les frais dont elles proviennent. Chaque récompense est créditée une seule fois sur votre Compte d'actifs. Votre niveau d'étoiles (de 0 à 5) dépend de vos invitations directes, de la taille de votre équipe et de son volume des 30 derniers jours ; les seuils et les taux figurent sur la page Parrainage et équipe.",
    ],
  },
  deposit: {
    title: 'Comment les dépôts sont examinés et crédités',
    paragraphs: [
      "Ouvrez Mon espace, puis Dépôt, et choisissez USDT (TRC20 ou ERC20) ou un virement bancaire dans la devise locale. Envoyez l'argent à l'adresse ou au compte de la plateforme affiché sur cet écran, depuis un portefeuille ou un compte à votre nom. Indiquez ensuite le montant, le nom du déposant, le hash de la transaction (pour l'USDT) et une photo du justificatif de virement. La vérification d'identité est nécessaire au préalable, et chaque photo de justificatif et chaque hash ne peuvent servir qu'une fois.",
      "Le dépôt est alors « En cours d'examen ». L'équipe financière le compare avec ce qui a été reçu : si elle l'approuve, le montant est crédité sur votre Compte d'actifs et vous recevez une notification. Si elle le refuse, la notification en donne la raison et rien n'est crédité. Tous vos dépôts et leur statut figurent dans votre historique de dépôts.",
    ],
  },
  withdraw: {
    title: "Retraits : frais, heures d'examen et blocages",
    paragraphs: [
      "Pour retirer, il vous faut une vérification d'identité validée, un mot de passe de paiement et un portefeuille USDT ou une carte bancaire associés. Choisissez la destination et le montant : avant de confirmer, l'écran affiche les frais fixes de ce moyen (1 USDT en TRC20 ; les frais ERC20 et bancaires sont fixés par l'opérateur) et ce qui sera reçu, soit le montant moins les frais. Le montant est alors bloqué sur votre Compte d'actifs pour qu'il ne puisse pas être dépensé deux fois.",
      "L'équipe financière n'examine les retraits que pendant les heures d'examen indiquées sur l'écran Retrait ; une demande faite en dehors attend la période d'examen suivante. Tant qu'elle est « En cours d'examen », vous pouvez l'annuler et le blocage est levé. Si elle est approuvée, l'argent est envoyé ; si elle est refusée, le blocage est levé et la notification en donne la raison. Pour votre protection, les retraits attendent aussi un certain temps (24 heures, sauf autre réglage de l'opérateur) après l'association ou la modification d'un portefeuille ou d'une carte, ou le changement de votre e-mail, de votre téléphone ou de votre mot de passe de paiement.",
    ],
  },
  transfer: {
    title: 'Transferts entre vos comptes et vers d’autres membres',
    paragraphs: [
      "Votre argent est réparti sur des comptes distincts : le Compte d'actifs reçoit les dépôts et les règlements, le Compte ETF paie les ordres sur ETF et le Compte de copy trading contient les montants de vos abonnements. Transfert déplace l'argent entre vos propres comptes immédiatement et sans frais. Les ordres sur ETF sont payés depuis le Compte ETF : transférez-y de l'argent avant de négocier. L'argent du Top 10 ne peut pas être déplacé à la main : il revient sur votre Compte d'actifs à la fin de son contrat.",
      "Pour envoyer de l'argent à un autre membre, utilisez Transfert par UID : saisissez son UID, vérifiez le pseudonyme partiellement masqué qui s'affiche, saisissez le montant et confirmez avec votre mot de passe de paiement. L'argent quitte votre Compte d'actifs et arrive sur son Compte social, sans frais. Un transfert vers un autre membre ne peut pas être annulé : vérifiez bien l'UID.",
    ],
  },
  etf: {
    title: 'Négocier des ETF : ordres et frais',
    paragraphs: [
      "Les ETF s'achètent et se vendent avec les USDT de votre Compte ETF ; un prix en dollars ou en livres est converti au taux affiché sur le bulletin d'ordre avec son heure. Un ordre au marché est exécuté immédiatement tant que la bourse est ouverte, un achat au prix vendeur (ask) et une vente au prix acheteur (bid). Un ordre à cours limité attend que le marché atteigne votre prix et peut ne jamais être exécuté ; il vaut pour la séance (Day) ou jusqu'à son exécution ou son annulation (GTC, au plus le nombre de jours indiqué sur le bulletin).",
      "Chaque exécution paie des frais : un pourcentage de sa valeur avec un minimum, tous deux affichés sur le bulletin avant confirmation. Un achat bloque son coût et ses frais jusqu'à son exécution ou son annulation, et une vente reverse son produit, frais déduits, sur votre Compte ETF. Les ordres exigent la vérification d'identité et votre mot de passe de paiement. Les cours baissent autant qu'ils montent et les pertes sont pour vous : lisez l'avertissement sur les risques des ETF avant de négocier.",
    ],
  },
  top10: {
    title: 'Comment fonctionne le fonds Top 10',
    paragraphs: [
      "Chaque produit Top 10 indique un taux journalier fixe, une durée en jours et un investissement minimum. À l'achat, vous confirmez son contrat et le montant passe de votre Compte d'actifs au contrat ; le taux ne peut plus changer après l'achat. Chaque jour de la durée, des revenus s'ajoutent au taux du contrat.",
      "Le capital reste bloqué jusqu'à la fin du contrat : aucune sortie anticipée n'est possible. À la fin, le capital et les revenus reviennent automatiquement sur votre Compte d'actifs. Les revenus promis sont couverts par une réserve que la plateforme a constituée avant la vente, mais ce n'est pas une garantie : si l'opérateur fait défaut, les paiements peuvent être retardés ou perdus. Lisez l'avertissement sur les risques du Top 10 avant d'acheter.",
    ],
  },
  copy: {
    title: 'Copy trading : frais, partage des gains et risques',
    paragraphs: [
      "Le copy trading suit un fournisseur de signaux avec le montant et pendant le nombre de jours que vous choisissez. La valeur de votre abonnement évolue avec la valeur nette du fournisseur : si ses opérations gagnent 10 %, votre montant vaut 10 % de plus, et il en va de même pour les pertes. Des frais d'abonnement de 5 % du montant sont prélevés en plus du montant sur votre Compte d'actifs lors de la souscription ; ils ne sont pas remboursés.",
      "À la fin de l'abonnement (à l'échéance, par votre stop-loss de copie ou si vous l'arrêtez plus tôt), un gain est partagé : 50 % pour vous, 15 % pour le fournisseur, 20 % pour la réserve de récompenses d'équipe et le reste, environ 15 %, pour la plateforme. Une perte reste entièrement la vôtre. À cause des frais et du partage, le fournisseur doit gagner environ 10 % avant que vous ne rentriez dans vos frais. Le stop-loss est vérifié toutes les quelques minutes, pas à chaque cours : vous pouvez perdre plus que son seuil. Les résultats passés ne préjugent pas des résultats futurs.",
    ],
  },
  security: {
    title: 'Protéger votre compte',
    paragraphs: [
      "Utilisez un mot de passe de connexion que vous n'utilisez nulle part ailleurs et définissez un mot de passe de paiement : six chiffres qui confirment chaque ordre, achat, transfert vers un autre membre et retrait. Après plusieurs mots de passe de paiement erronés d'affilée, les paiements sont bloqués un moment, et des échecs de connexion répétés suspendent la connexion. Les codes de vérification arrivent sur votre téléphone ou votre e-mail et expirent au bout de 10 minutes.",
      "Ne communiquez jamais un code ni un mot de passe : notre personnel ne vous les demandera jamais, ni dans le chat ni ailleurs. Quand vous changez votre e-mail, votre téléphone ou votre mot de passe de paiement, ou associez un nouveau portefeuille ou une nouvelle carte, les retraits attendent un certain temps, afin qu'une personne ayant pris le contrôle de votre session ne puisse pas sortir votre argent aussitôt. Si quelque chose vous semble anormal, changez votre mot de passe de connexion et contactez le Service client.",
    ],
  },
};
