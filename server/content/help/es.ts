import type { HelpTexts } from './topics';

export const es: HelpTexts = {
  verify: {
    title: 'Verificación de identidad',
    paragraphs: [
      'Antes de depositar, operar o retirar, necesitamos saber quién eres. Abre Mi área y después Verificación de identidad. Escribe tu nombre exactamente como figura en tu documento, elige el tipo de documento (documento de identidad, permiso de conducir o pasaporte), introduce su número y sube una foto nítida del anverso y otra del reverso.',
      'Un revisor compara las fotos con los datos que has introducido. Hasta que decida, el estado es «En revisión»; después un aviso te indica que se ha aprobado o, si se ha rechazado, el motivo, y puedes enviarla de nuevo. Tu nombre verificado es el nombre al que deben estar tu tarjeta bancaria y tus depósitos: se rechaza el dinero enviado desde una cuenta a nombre de otra persona.',
    ],
  },
  team: {
    title: 'Invitaciones y recompensas de equipo',
    paragraphs: [
      'Comparte tu código o enlace de invitación desde Mi área, Invitaciones y equipo. Quienes se registran con él forman tu nivel 1; las personas que ellos invitan, tu nivel 2. No cuenta nada más profundo. Solo recibes recompensas de comisiones que la plataforma ha cobrado realmente a tu equipo: el 10 % de las comisiones de operación y de suscripción del nivel 1 y el 5 % del nivel 2, y el 40 % y el 20 % de la parte de equipo de sus beneficios de copy trading, en cada caso más el porcentaje de dividendo de tu nivel de estrellas.',
      'Las recompensas nunca se pagan con depósitos, retiros, transferencias, compras de Top 10 ni con el dinero que invierte tu equipo, y en conjunto nunca superan la comisión de la que proceden. Cada recompensa se abona una sola vez en tu Cuenta de activos. Tu nivel de estrellas (de 0 a 5) depende de tus invitaciones directas, del tamaño de tu equipo y de su volumen de los últimos 30 días; los umbrales y porcentajes están en la página Invitaciones y equipo.',
    ],
  },
  deposit: {
    title: 'Cómo se revisan y abonan los depósitos',
    paragraphs: [
      'Abre Mi área, después Depósito, y elige USDT (TRC20 o ERC20) o una transferencia bancaria en la moneda local. Envía el dinero a la dirección o cuenta de la plataforma que aparece en esa pantalla, desde una billetera o cuenta a tu nombre. Después indica el importe, el nombre del ordenante, el hash de la transacción (para USDT) y una foto del comprobante. Antes necesitas la verificación de identidad, y cada foto de comprobante y cada hash solo pueden usarse una vez.',
      'El depósito queda entonces «En revisión». El personal de finanzas lo comprueba con lo que ha llegado: si lo aprueba, el importe se abona en tu Cuenta de activos y recibes un aviso. Si lo rechaza, el aviso indica el motivo y no se abona nada. Todos tus depósitos y su estado figuran en tu historial de depósitos.',
    ],
  },
  withdraw: {
    title: 'Retiros: comisión, horario de revisión y retenciones',
    paragraphs: [
      'Para retirar necesitas la verificación de identidad, una contraseña de pago y una billetera USDT o tarjeta bancaria vinculada. Elige el destino y el importe: antes de confirmar, la pantalla muestra la comisión fija de ese método (1 USDT en TRC20; las comisiones de ERC20 y de banco las fija el operador) y lo que llegará, es decir, el importe menos la comisión. El importe queda retenido en tu Cuenta de activos para que no pueda gastarse dos veces.',
      'El personal de finanzas revisa los retiros solo en el horario de revisión indicado en la pantalla Retiro; una solicitud hecha fuera de él espera al siguiente periodo de revisión. Mientras está «En revisión» puedes cancelarla y la retención se libera. Si se aprueba, el dinero se envía; si se rechaza, la retención se libera y el aviso explica el motivo. Por tu seguridad, los retiros también esperan un tiempo (24 horas, salvo que el operador fije otro plazo) después de vincular o editar una billetera o tarjeta, o de cambiar tu correo, tu teléfono o tu contraseña de pago.',
    ],
  },
  transfer: {
    title: 'Transferencias entre tus cuentas y a otros miembros',
    paragraphs: [
      'Tu dinero está en cuentas separadas: la Cuenta de activos recibe depósitos y liquidaciones, la Cuenta ETF paga las órdenes de ETF y la Cuenta de copy trading guarda los importes de tus suscripciones. Transferencia mueve dinero entre tus propias cuentas al instante y sin comisión. Las órdenes de ETF se pagan desde la Cuenta ETF, así que pasa dinero allí antes de operar. El dinero de Top 10 no se puede mover a mano: vuelve a tu Cuenta de activos cuando termina su contrato.',
      'Para enviar dinero a otro miembro, usa Transferencia por UID: introduce su UID, comprueba el apodo parcialmente oculto que aparece, indica el importe y confirma con tu contraseña de pago. El dinero sale de tu Cuenta de activos y llega a su Cuenta social, sin comisión. Una transferencia a otro miembro no se puede revertir, así que comprueba bien el UID.',
    ],
  },
  etf: {
    title: 'Operar con ETF: órdenes y comisiones',
    paragraphs: [
      'Los ETF se compran y venden con los USDT de tu Cuenta ETF; un precio en dólares o libras se convierte al tipo de cambio que aparece en la orden con su hora. Una orden a mercado se ejecuta al momento mientras la bolsa está abierta, la compra al precio de venta (ask) y la venta al precio de compra (bid). Una orden limitada espera a que el mercado alcance tu precio y puede no ejecutarse nunca; dura la sesión (Day) o hasta que se ejecute o la canceles (GTC, como máximo los días que indica la orden).',
      'Cada ejecución paga una comisión: un porcentaje de su valor con un mínimo, ambos visibles en la orden antes de confirmar. Una compra retiene su coste y su comisión hasta que se ejecuta o se cancela, y una venta devuelve a tu Cuenta ETF lo obtenido menos la comisión. Las órdenes requieren la verificación de identidad y tu contraseña de pago. Los precios bajan además de subir y las pérdidas son tuyas: lee la advertencia de riesgos de los ETF antes de operar.',
    ],
  },
  top10: {
    title: 'Cómo funciona el fondo Top 10',
    paragraphs: [
      'Cada producto Top 10 indica un tipo diario fijo, un plazo en días y una inversión mínima. Al comprar, confirmas su contrato y el importe pasa de tu Cuenta de activos al contrato; el tipo no puede cambiar después de la compra. Cada día del plazo se suman rendimientos al tipo del contrato.',
      'El capital queda bloqueado hasta que termina el contrato: no hay salida anticipada. Al final, el capital y los rendimientos vuelven automáticamente a tu Cuenta de activos. Los rendimientos prometidos están cubiertos por una reserva que la plataforma apartó antes de vender, pero eso no es una garantía: si el operador quiebra, los pagos pueden retrasarse o perderse. Lee la advertencia de riesgos de Top 10 antes de comprar.',
    ],
  },
  copy: {
    title: 'Copy trading: comisión, reparto de beneficios y riesgos',
    paragraphs: [
      'El copy trading sigue a un proveedor de señales con el importe y durante los días que elijas. El valor de tu suscripción se mueve con el valor neto del proveedor: si su operativa gana un 10 %, tu importe vale un 10 % más, y lo mismo con las pérdidas. Al suscribirte se cobra, además del importe, una comisión de suscripción del 5 % del importe desde tu Cuenta de activos, que no se reembolsa.',
      'Cuando la suscripción termina (al vencer, por tu stop-loss de copia o si la detienes antes), el beneficio se reparte: 50 % para ti, 15 % para el proveedor, 20 % para el fondo de recompensas de equipo y el resto, cerca del 15 %, para la plataforma. Una pérdida es solo tuya. Por la comisión y el reparto, el proveedor debe ganar alrededor de un 10 % antes de que tú recuperes lo invertido. El stop-loss se comprueba cada pocos minutos, no con cada precio, así que puedes perder más de lo fijado. Los resultados pasados no predicen los futuros.',
    ],
  },
  security: {
    title: 'Mantén tu cuenta segura',
    paragraphs: [
      'Usa una contraseña de acceso que no uses en ningún otro sitio y crea una contraseña de pago: seis dígitos que confirman cada orden, compra, transferencia a otro miembro y retiro. Tras varias contraseñas de pago erróneas seguidas, los pagos se bloquean durante un tiempo, y los intentos fallidos repetidos de inicio de sesión lo pausan. Los códigos de verificación llegan a tu teléfono o correo y caducan a los 10 minutos.',
      'No compartas nunca un código ni una contraseña: nuestro personal nunca te los pedirá, ni en el chat ni en ningún otro lugar. Cuando cambias tu correo, tu teléfono o tu contraseña de pago, o vinculas una billetera o tarjeta nueva, los retiros esperan un tiempo, para que quien se haya hecho con tu sesión no pueda sacar tu dinero de inmediato. Si algo te parece extraño, cambia tu contraseña de acceso y contacta con Atención al cliente.',
    ],
  },
};
