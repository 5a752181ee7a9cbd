import type { HelpTexts } from './topics';

export const id: HelpTexts = {
  verify: {
    title: 'Verifikasi identitas',
    paragraphs: [
      'Sebelum Anda dapat melakukan deposit, bertransaksi, atau menarik dana, kami perlu mengetahui siapa Anda. Buka Saya, lalu Verifikasi identitas. Masukkan nama Anda persis seperti yang tertulis di dokumen, pilih jenis dokumen (KTP, SIM, atau paspor), masukkan nomornya, lalu unggah foto yang jelas dari sisi depan dan sisi belakang.',
      'Seorang peninjau mencocokkan foto dengan data yang Anda masukkan. Selama belum diputuskan, statusnya Sedang ditinjau; setelah itu sebuah pemberitahuan menyampaikan bahwa verifikasi lulus atau, jika gagal, alasannya, dan Anda dapat mengajukan lagi. Kartu bank dan deposit Anda harus atas nama yang telah diverifikasi: uang yang dikirim dari rekening atas nama orang lain akan ditolak.',
    ],
  },
  team: {
    title: 'Undangan dan hadiah tim',
    paragraphs: [
      'Bagikan kode atau tautan undangan Anda dari Saya, Undangan dan tim. Orang yang mendaftar dengannya menjadi level 1 Anda; orang yang mereka undang menjadi level 2 Anda. Tingkat yang lebih dalam tidak dihitung. Anda hanya mendapat hadiah dari biaya yang benar-benar diterima platform dari tim Anda: 10% dari biaya transaksi dan biaya langganan level 1 dan 5% dari level 2, serta 40% dan 20% dari bagian tim atas keuntungan copy trading mereka, masing-masing ditambah tingkat dividen level bintang Anda.',
      'Hadiah tidak pernah dibayar dari deposit, penarikan, transfer, pembelian Top 10, atau uang yang diinvestasikan tim Anda, dan jumlah seluruhnya tidak pernah melebihi biaya asalnya. Setiap hadiah dikreditkan sekali ke Rekening aset Anda. Level bintang Anda (0 sampai 5) bergantung pada undangan langsung, ukuran tim, dan volume tim dalam 30 hari terakhir; ambang dan tarifnya ada di halaman Undangan dan tim.',
    ],
  },
  deposit: {
    title: 'Cara deposit ditinjau dan dikreditkan',
    paragraphs: [
      'Buka Saya, lalu Deposit, dan pilih USDT (TRC20 atau ERC20) atau transfer bank dalam mata uang lokal. Kirim uang ke alamat atau rekening platform yang ditampilkan di layar tersebut, dari dompet atau rekening atas nama Anda sendiri. Lalu kirimkan jumlahnya, nama penyetor, hash transaksi (untuk USDT), dan foto bukti transfer. Verifikasi identitas diperlukan terlebih dahulu, dan setiap foto bukti serta hash transaksi hanya dapat digunakan satu kali.',
      'Deposit kemudian berstatus Sedang ditinjau. Staf keuangan mencocokkannya dengan dana yang masuk: jika disetujui, jumlahnya dikreditkan ke Rekening aset Anda dan Anda menerima pemberitahuan. Jika ditolak, pemberitahuan menyebutkan alasannya dan tidak ada yang dikreditkan. Setiap deposit beserta statusnya tercantum di riwayat deposit Anda.',
    ],
  },
  withdraw: {
    title: 'Penarikan: biaya, jam peninjauan, dan dana yang ditahan',
    paragraphs: [
      'Untuk menarik dana, Anda memerlukan verifikasi identitas, kata sandi pembayaran, dan dompet USDT atau kartu bank yang sudah ditautkan. Pilih tujuan dan jumlahnya: sebelum Anda mengonfirmasi, layar menampilkan biaya tetap metode tersebut (1 USDT untuk TRC20; biaya ERC20 dan bank ditetapkan oleh operator) dan jumlah yang akan diterima, yaitu jumlah penarikan dikurangi biaya. Jumlah tersebut lalu ditahan di Rekening aset Anda agar tidak terpakai dua kali.',
      'Staf keuangan meninjau penarikan hanya selama jam peninjauan yang tertera di layar Penarikan; permintaan di luar jam itu menunggu periode peninjauan berikutnya. Selama masih Sedang ditinjau, Anda dapat membatalkannya dan dana yang ditahan dilepaskan. Jika disetujui, uang dikirim; jika ditolak, dana yang ditahan dilepaskan dan pemberitahuan menyebutkan alasannya. Demi keamanan Anda, penarikan juga menunggu beberapa waktu (24 jam kecuali operator menetapkan lain) setelah Anda menautkan atau mengubah dompet atau kartu, atau mengganti email, nomor telepon, atau kata sandi pembayaran.',
    ],
  },
  transfer: {
    title: 'Transfer antar rekening Anda dan ke anggota lain',
    paragraphs: [
      'Uang Anda disimpan di rekening yang terpisah: Rekening aset menerima deposit dan penyelesaian, Rekening ETF membayar order ETF, dan Rekening copy trading menyimpan jumlah langganan Anda. Transfer memindahkan uang antar rekening Anda sendiri seketika dan tanpa biaya. Order ETF dibayar dari Rekening ETF, jadi pindahkan uang ke sana sebelum bertransaksi. Uang Top 10 tidak dapat dipindahkan secara manual: uang itu kembali ke Rekening aset Anda saat kontraknya berakhir.',
      'Untuk mengirim uang ke anggota lain, gunakan Transfer via UID: masukkan UID-nya, periksa nama panggilan yang sebagian disamarkan, masukkan jumlahnya, lalu konfirmasi dengan kata sandi pembayaran Anda. Uang keluar dari Rekening aset Anda dan masuk ke Rekening sosial penerima tanpa biaya. Transfer ke anggota lain tidak dapat dibatalkan, jadi periksa UID dengan teliti.',
    ],
  },
  etf: {
    title: 'Bertransaksi ETF: order dan biaya',
    paragraphs: [
      'ETF dibeli dan dijual dengan USDT di Rekening ETF Anda; harga dalam dolar atau pound dikonversi dengan kurs yang tertera di tiket order beserta waktunya. Order pasar langsung tereksekusi selama bursa buka, pembelian pada harga ask dan penjualan pada harga bid. Order limit menunggu sampai pasar mencapai harga Anda dan mungkin tidak pernah tereksekusi; order ini berlaku selama hari perdagangan (Day) atau sampai tereksekusi atau Anda batalkan (GTC, paling lama sejumlah hari yang tertera di tiket).',
      'Setiap eksekusi dikenai biaya: persentase dari nilainya dengan jumlah minimum, keduanya ditampilkan di tiket sebelum Anda mengonfirmasi. Pembelian menahan biaya dan harga belinya sampai tereksekusi atau dibatalkan, dan penjualan mengembalikan hasilnya dikurangi biaya ke Rekening ETF Anda. Order memerlukan verifikasi identitas dan kata sandi pembayaran Anda. Harga bisa turun maupun naik dan kerugian menjadi tanggungan Anda: bacalah pengungkapan risiko ETF sebelum bertransaksi.',
    ],
  },
  top10: {
    title: 'Cara kerja dana Top 10',
    paragraphs: [
      'Setiap produk Top 10 mencantumkan tingkat harian tetap, jangka waktu dalam hari, dan investasi minimum. Saat membeli, Anda mengonfirmasi kontraknya dan jumlahnya berpindah dari Rekening aset Anda ke dalam kontrak; tingkatnya tidak dapat berubah setelah Anda membeli. Setiap hari selama jangka waktu, pendapatan ditambahkan sesuai tingkat kontrak.',
      'Pokok investasi terkunci sampai kontrak berakhir: tidak ada pencairan lebih awal. Pada akhir kontrak, pokok dan pendapatan kembali ke Rekening aset Anda secara otomatis. Pendapatan yang dijanjikan ditutup oleh cadangan yang disisihkan platform sebelum penjualan, tetapi itu bukan jaminan: jika operator gagal, pembayaran dapat tertunda atau hilang. Bacalah pengungkapan risiko Top 10 sebelum membeli.',
    ],
  },
  copy: {
    title: 'Copy trading: biaya, pembagian keuntungan, dan risiko',
    paragraphs: [
      'Copy trading mengikuti penyedia sinyal dengan jumlah dan jangka waktu hari yang Anda pilih. Nilai langganan Anda bergerak mengikuti nilai bersih penyedia: jika perdagangannya naik 10%, jumlah Anda bernilai 10% lebih tinggi, dan begitu pula untuk kerugian. Biaya langganan sebesar 5% dari jumlah dibebankan di atas jumlah tersebut saat Anda berlangganan, dari Rekening aset Anda, dan tidak dikembalikan.',
      'Saat langganan berakhir (ketika jatuh tempo, oleh stop-loss salinan Anda, atau ketika Anda menghentikannya lebih awal), keuntungan dibagi: 50% untuk Anda, 15% untuk penyedia, 20% untuk dana hadiah tim, dan sisanya, sekitar 15%, untuk platform. Kerugian sepenuhnya milik Anda. Karena biaya dan pembagian itu, penyedia harus untung sekitar 10% sebelum Anda balik modal. Stop-loss diperiksa setiap beberapa menit, bukan pada setiap harga, sehingga kerugian Anda bisa melebihi batas yang ditetapkan. Hasil masa lalu tidak menjamin hasil di masa depan.',
    ],
  },
  security: {
    title: 'Menjaga keamanan akun Anda',
    paragraphs: [
      'Gunakan kata sandi login yang tidak Anda pakai di tempat lain, dan buat kata sandi pembayaran: enam digit yang mengonfirmasi setiap order, pembelian, transfer ke anggota lain, dan penarikan. Setelah beberapa kali salah memasukkan kata sandi pembayaran berturut-turut, pembayaran dikunci untuk sementara, dan login yang berulang kali gagal akan menjeda login. Kode verifikasi dikirim ke telepon atau email Anda dan kedaluwarsa setelah 10 menit.',
      'Jangan pernah membagikan kode atau kata sandi: staf kami tidak akan pernah memintanya, baik di chat maupun di tempat lain. Saat Anda mengganti email, nomor telepon, atau kata sandi pembayaran, atau menautkan dompet atau kartu baru, penarikan menunggu beberapa waktu, sehingga orang yang mengambil alih sesi Anda tidak dapat langsung mengeluarkan uang Anda. Jika ada yang tampak janggal, ganti kata sandi login Anda dan hubungi Layanan pelanggan.',
    ],
  },
};
