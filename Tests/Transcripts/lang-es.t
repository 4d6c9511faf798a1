# The breeds list, a breed, errors and help in one language.
#| lang = es
#| seed = 5
$ ls
Razas: 107 razas, 93 subrazas · página 1 de 6
   1   affenpinscher
   2   african        Perro salvaje africano
   3   airedale       Airedale terrier
   4   akita
   5   appenzeller    Boyero de Appenzell
   6   australian     1 subraza
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
  Sabuesos · tamaño mediano · Afganistán, Irán, Pakistán · popularidad AKC
  n.º 113
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
  Fuentes            AKC: Afghan Hound · TheDogAPI: Afghan Hound (n.º 2)
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
Moverse
  open <raza|n> [subraza]              Abre una raza o subraza por su nombre, o…
  back [n]                             Vuelve a la pantalla anterior, o n…
  forward                              Vuelve a abrir la pantalla que back dejó…
  home                                 Vuelve a la lista de razas
  where                                Muestra dónde estás: las pantallas desde…
  ls [página] [--images]               Vuelve a mostrar la pantalla actual, o…
  more                                 Muestra la página siguiente
  prev                                 Muestra la página anterior
Buscar y elegir
  search <texto>                       Busca razas por nombre, perdonando…
  find <condiciones>                   Lista las razas que cumplen todas las…
  sort [rasgo] [asc|desc]              Ordena la lista en pantalla por un rasgo…
  compare <razas>                      Muestra de dos a cuatro razas lado a…
  random [raza] [subraza]              Muestra una imagen de perro al azar, de…
  info [raza|n] [subraza]              Muestra los datos de esta raza, de una…
Imágenes
  show <raza|n> [subraza]              Dibuja la imagen de la fila n, o de la…
  grid                                 Dibuja las imágenes de esta pantalla…
  save [n] [archivo]                   Guarda la imagen original de la fila n…
  browse [n]                           Abre la imagen de la fila n en el…
  copy [n]                             Copia al portapapeles, a través del…
Favoritos
  fav [raza|n] [subraza]               Añade a tus favoritos esta raza, una…
  unfav [raza|n] [subraza]             Quita de tus favoritos esta raza, una…
  favorites [export|import <archivo>]  Abre tus favoritos, o los exporta o…
Esta sesión
  history                              Muestra las líneas que escribiste en el…
  record [archivo] [--transcript]      Escribe desde ahora cada línea en un…
  theme [dark|light|auto]              Muestra el tema de color, o lo cambia a…
  units [metric|imperial|auto]         Muestra las unidades de las medidas, o…
  pager [on|off|auto]                  Muestra la opción del paginador o la…
  lang [en|de|es|ja|auto]              Muestra el idioma, o lo cambia a en, de…
  log [categoría] [nivel]              Muestra los niveles de registro o el de…
  help [orden]                         Lista las órdenes por propósito, explica…
  clear                                Limpia la pantalla y deja el indicador…
  quit                                 Sale de dogsh
help <orden> explica una; help all, todas. Los números se refieren a las filas
de la pantalla actual. Separa las órdenes con ;.

$ help fav
fav [raza|n] [subraza]
  Añade a tus favoritos esta raza, una raza por nombre, la raza o la imagen de
  la fila n, o la imagen que mostró random.
  También: favorite
  Ejemplos: fav, fav 12, fav beagle

$ find temperament:amistoso coat:wiry
Buscar por rasgos temperament:amistoso coat:wiry: 6 resultados
  1   Airedale terrier          Temperamento Amistoso · Pelaje duro · airedale
  2   Lebrel escocés            Temperamento Amistoso · Pelaje duro
  3   Schnauzer miniatura       Temperamento Amistoso · Pelaje duro
  4   Fox terrier de pelo duro  Temperamento Amistoso · Pelaje duro
  5   Lakeland Terrier          Temperamento Amistoso · Pelaje duro
  6   Terrier galés             Temperamento Amistoso · Pelaje duro
open <n> abre una raza; sort <rasgo> ordena la lista.
