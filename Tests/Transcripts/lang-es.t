# The breeds list, a breed, errors and help in one language.
#| lang = es
#| seed = 5
$ ls
Razas: 107 razas, 94 subrazas · página 1 de 6
   1   affenpinscher
   2   african        Perro salvaje africano
   3   airedale       Airedale terrier
   4   akita
   5   appenzeller    Boyero de Appenzell
   6   australian     2 subrazas
   7   bakharwal      1 subraza
   8   basenji
   9   beagle
  10   bluetick       Bluetick Coonhound
  11   borzoi
  12   bouvier        Boyero de Flandes
  13   boxer
  14   brabancon      Pequeño brabanzón
  15   briard
  16   buhund         1 subraza
  17   bulldog        3 subrazas
  18   bullterrier    1 subraza
  19   cattledog      1 subraza
  20   cavapoo
Escribe open <n> u open <raza>; more y prev pasan las páginas.

$ open hound
Sabueso · hound
  Ni el AKC ni TheDogAPI tienen datos de esta raza.
Subrazas: 7
   1   afghan   Galgo afgano
   2   basset   Basset hound
   3   blood    Sabueso de San Huberto
   4   english  Foxhound inglés
   5   ibizan   Podenco ibicenco
   6   plott    Plott
   7   walker   Walker Hound
Imágenes 1–10 de 603
   8   https://images.dog.ceo/breeds/hound-blood/n02088466_3032.jpg
   9   https://images.dog.ceo/breeds/hound-ibizan/n02091244_2427.jpg
  10   https://images.dog.ceo/breeds/hound-basset/n02088238_11383.jpg
  11   https://images.dog.ceo/breeds/hound-afghan/n02088094_185.jpg
  12   https://images.dog.ceo/breeds/hound-basset/n02088238_10183.jpg
  13   https://images.dog.ceo/breeds/hound-blood/n02088466_2986.jpg
  14   https://images.dog.ceo/breeds/hound-walker/n02089867_2758.jpg
  15   https://images.dog.ceo/breeds/hound-english/n02089973_1260.jpg
  16   https://images.dog.ceo/breeds/hound-blood/n02088466_6231.jpg
  17   https://images.dog.ceo/breeds/hound-english/n02089973_243.jpg
open <n> abre una subraza; fav añade esta raza a tus favoritos, fav <n> la
subraza o la imagen de la fila n. more muestra más imágenes.

$ open afghan
Galgo afgano · hound afghan
  Sabuesos · tamaño mediano · Afganistán, Irán, Pakistán · popularidad AKC n.º
  113
  Altura             64–69 cm
  Peso               23–27 kg
  Esperanza de vida  12–15 años (TheDogAPI: 10–13)
  Carácter           Digno, Profundamente leal, Aristocrático (TheDogAPI:
                     Distante, Payaso, Independiente, Feliz)
  Criado para        Persecución de presas y caza
  Pelaje             sedoso, largo
  ●●●○○ Bueno con niños pequeños      ●●●●○ Energía
  ●●●○○ Bueno con otros perros        ●●●○○ Ladridos
  ●●●○○ Abierto con extraños          ●●●○○ Necesidad de estímulo mental
  ●●●○○ Cariñoso con la familia       ●○○○○ Muda
  ●●●○○ Juguetón                      ●●●●○ Aseo
  ●●●○○ Guardián, protector           ●○○○○ Babeo
  ●●●○○ Adaptabilidad                 ●○○○○ Actitud ante extraños
  ●○○○○ Facilidad de adiestramiento
  Fuentes            AKC: Afghan Hound · TheDogAPI: Afghan Hound (n.º 2)
Imágenes 1–10 de 100
   1   https://images.dog.ceo/breeds/hound-afghan/n02088094_13909.jpg
   2   https://images.dog.ceo/breeds/hound-afghan/n02088094_1145.jpg
   3   https://images.dog.ceo/breeds/hound-afghan/n02088094_2738.jpg
   4   https://images.dog.ceo/breeds/hound-afghan/n02088094_1406.jpg
   5   https://images.dog.ceo/breeds/hound-afghan/n02088094_3057.jpg
   6   https://images.dog.ceo/breeds/hound-afghan/n02088094_3051.jpg
   7   https://images.dog.ceo/breeds/hound-afghan/n02088094_272.jpg
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_1459.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_1222.jpg
  10   https://images.dog.ceo/breeds/hound-afghan/n02088094_1475.jpg
fav añade esta raza a tus favoritos; fav <n> añade la imagen de la fila n. more
muestra más imágenes.

$ open labardor
Ninguna raza se llama «labardor». ¿Quisiste decir labrador o labradoodle?

$ fav 99
Aquí no hay fila 99; las filas van de 1 a 10.

$ favorites
Favoritos: 0 favoritos
Aún no hay favoritos. En una raza, escribe fav; fav <n> añade la raza o la
imagen de la fila n.

$ help
Órdenes
  open <raza|n> [subraza]              Abre una raza o subraza por su nombre, o
                                       la raza de la fila n.
  back [n]                             Vuelve a la pantalla anterior, o n
                                       pantallas atrás (where las numera).
  forward                              Vuelve a abrir la pantalla que back dejó,
                                       como el botón de avance de un navegador.
  home                                 Vuelve a la lista de razas.
  where                                Muestra dónde estás: las pantallas desde
                                       la lista de razas hasta aquí.
  ls [página] [--images]               Vuelve a mostrar la pantalla actual, o
                                       una de sus páginas.
  more                                 Muestra la página siguiente.
  prev                                 Muestra la página anterior.
  search <texto>                       Busca razas por nombre, perdonando
                                       erratas y letras que faltan.
  find <condiciones>                   Lista las razas que cumplen todas las
                                       condiciones, como weight<10 children>=4
                                       group:herding.
  sort <rasgo> [asc|desc]              Ordena la lista en pantalla por un rasgo
                                       en su sentido natural (la más ligera, la
                                       más popular o la de menor puntuación
                                       primero), o con desc al revés; en la
                                       lista de razas, las subrazas se ordenan
                                       junto con las razas. Las razas sin valor
                                       van al final, marcadas.
  compare <razas>                      Muestra de dos a cuatro razas lado a
                                       lado, cada dato y rasgo en una fila, con
                                       las filas en que difieren marcadas;
                                       nómbralas, da números de fila o di
                                       favorites.
  random [raza] [subraza]              Muestra una imagen de perro al azar, de
                                       cualquier raza o de una concreta.
  info [raza|n] [subraza]              Muestra los datos de esta raza, de una
                                       raza por nombre o de la raza de la fila
                                       n.
  show <raza|n> [subraza]              Dibuja la imagen de la fila n, o de la
                                       primera fila con una raza por nombre, tan
                                       ancha como el terminal (o --width).
  grid                                 Dibuja las imágenes de esta pantalla como
                                       una cuadrícula de miniaturas numeradas.
  save <n> [archivo]                   Guarda la imagen original de la fila n,
                                       en el archivo que indiques o con su
                                       propio nombre aquí.
  browse [n]                           Abre la imagen de la fila n en el
                                       navegador web o, sin n, la página de la
                                       raza en el AKC (una búsqueda en Wikipedia
                                       si el AKC no la tiene). El navegador es
                                       $BROWSER o, si no, xdg-open.
  copy [n]                             Copia al portapapeles, a través del
                                       terminal, la URL de la imagen de la fila
                                       n o el nombre de la raza (OSC 52; también
                                       por ssh, y en tmux con set-clipboard on).
                                       Sin terminal, lo imprime.
  fav [raza|n] [subraza]               Añade a tus favoritos esta raza, una raza
                                       por nombre, o la raza o la imagen de la
                                       fila n. (no en esta pantalla)
  unfav [raza|n] [subraza]             Quita de tus favoritos esta raza, una
                                       raza por nombre, o la raza o la imagen de
                                       la fila n.
  favorites [export|import <archivo>]  Abre tus favoritos, o los exporta o
                                       importa como archivo JSON.
  history                              Muestra las líneas que escribiste en el
                                       terminal, en esta sesión y en las
                                       anteriores.
  record [archivo] [--transcript]      Escribe desde ahora cada línea en un
                                       archivo: un script que --script repite o,
                                       con --transcript, una transcripción con
                                       las salidas que dogsh test comprueba.
                                       record stop la termina; record solo dice
                                       si hay una grabación en curso.
  theme [dark|light|auto]              Muestra el tema de color, o lo cambia a
                                       dark, light o auto; la elección se
                                       guarda.
  units [metric|imperial|auto]         Muestra las unidades de las medidas, o
                                       las cambia a metric, imperial o auto
                                       (según la configuración regional de
                                       medidas); la elección se guarda.
  lang [en|de|es|ja|auto]              Muestra el idioma, o lo cambia a en, de,
                                       es o ja, o a auto para seguir LC_ALL,
                                       LC_MESSAGES y LANG; la elección se
                                       guarda.
  log [categoría] [nivel]              Muestra los niveles de registro o el de
                                       una categoría, o fija uno (log net
                                       debug). Los registros van a la salida de
                                       error o a --log-file, nunca a la salida
                                       estándar.
  help [orden]                         Lista las órdenes, o explica una.
  quit                                 Sale de dogsh.
help <orden> explica más. Los números se refieren a las filas de la pantalla
actual. Separa las órdenes con ;.

$ help fav
fav [raza|n] [subraza]
  Añade a tus favoritos esta raza, una raza por nombre, o la raza o la imagen de
  la fila n.
  También: favorite
  Ejemplos: fav, fav 12, fav beagle
  Funciona en: la lista de razas, la pantalla de una raza, los resultados de
  búsqueda, las razas encontradas

$ find temperament:amistoso coat:wiry
Buscar por rasgos temperament:amistoso coat:wiry: 6 resultados
  1   Airedale terrier          temperament Amistoso · coat duro · airedale
  2   Lebrel escocés            temperament Amistoso · coat duro
  3   Schnauzer miniatura       temperament Amistoso · coat duro
  4   Fox terrier de pelo duro  temperament Amistoso · coat duro · terrier fox
  5   Lakeland Terrier          temperament Amistoso · coat duro
  6   Terrier galés             temperament Amistoso · coat duro · terrier welsh
open <n> abre una raza; sort <rasgo> ordena la lista.
