// The words the scale seeder builds its news and galleries from: the company's own products
// (LECA, Lecapon, Lecamix, LECA blocks, LECA concrete), their uses and the cities it supplies,
// in the three languages, spelled as the site's locales spell them.

import type { Lang } from "@leca/shared/languages";

/** A text in every language of the locale table: a new language does not compile without its words. */
export type Text = Record<Lang, string>;

/** A project: what it is (titles), its one-line summary and a paragraph on what was specified. */
export interface Topic {
  title: Text;
  lead: Text;
  specified: Text;
}

/** Prefixes that say what kind of story a title heads. */
export const FORMATS: Text[] = [
  { en: "Site report", ar: "تقرير ميداني", ru: "Репортаж с объекта" },
  { en: "Case study", ar: "دراسة حالة", ru: "Из практики" },
  { en: "Technical note", ar: "مذكرة فنية", ru: "Техническая заметка" },
  { en: "Project update", ar: "مستجدات المشاريع", ru: "Новости проектов" },
  { en: "Supply news", ar: "أخبار التوريد", ru: "Поставки" },
];

/** Where: the preposition is part of each entry, since Russian and Arabic decline the name. */
export const PLACES: Text[] = [
  { en: "in Dubai", ar: "في دبي", ru: "в Дубае" },
  { en: "in Abu Dhabi", ar: "في أبوظبي", ru: "в Абу-Даби" },
  { en: "in Sharjah", ar: "في الشارقة", ru: "в Шардже" },
  { en: "in Ajman", ar: "في عجمان", ru: "в Аджмане" },
  { en: "in Ras Al Khaimah", ar: "في رأس الخيمة", ru: "в Рас-эль-Хайме" },
  { en: "in Fujairah", ar: "في الفجيرة", ru: "в Фуджейре" },
  { en: "in Al Ain", ar: "في العين", ru: "в Эль-Айне" },
  { en: "in Muscat", ar: "في مسقط", ru: "в Маскате" },
  { en: "in Doha", ar: "في الدوحة", ru: "в Дохе" },
  { en: "in Riyadh", ar: "في الرياض", ru: "в Эр-Рияде" },
  { en: "in Jeddah", ar: "في جدة", ru: "в Джидде" },
  { en: "in Manama", ar: "في المنامة", ru: "в Манаме" },
  { en: "in Kuwait City", ar: "في مدينة الكويت", ru: "в Эль-Кувейте" },
];

export const TOPICS: Topic[] = [
  {
    title: {
      en: "LECA blocks for the partition walls of a residential tower",
      ar: "بلوكات ليكا لجدران القواطع في برج سكني",
      ru: "керамзитобетонные блоки LECA для перегородок жилой башни",
    },
    lead: {
      en: "Switching the internal walls to LECA blocks reduced the dead load on every floor slab.",
      ar: "أدى استخدام بلوكات ليكا في الجدران الداخلية إلى تخفيف جزء كبير من الأحمال الدائمة عن كل بلاطة.",
      ru: "Перегородки из керамзитобетонных блоков LECA заметно снизили постоянную нагрузку на каждое перекрытие.",
    },
    specified: {
      en: "The structural engineer asked for masonry light enough to avoid thickening the slabs. LECA blocks met that limit and also improved sound insulation between apartments, which the developer had listed as a selling point.",
      ar: "طلب المهندس الإنشائي جدراناً خفيفة بما يكفي لتجنّب زيادة سماكة البلاطات. وحققت بلوكات ليكا هذا الشرط، كما حسّنت العزل الصوتي بين الشقق، وهو ما عدّه المطوّر ميزة تسويقية.",
      ru: "Инженер-конструктор требовал кладку настолько лёгкую, чтобы не пришлось утолщать плиты. Блоки LECA уложились в это ограничение и к тому же улучшили звукоизоляцию между квартирами, на которую застройщик делал ставку в продажах.",
    },
  },
  {
    title: {
      en: "Lecamix screed on the upper floors of an office tower",
      ar: "طبقة تسوية من Lecamix في الطوابق العليا لبرج مكاتب",
      ru: "стяжка Lecamix на верхних этажах офисной башни",
    },
    lead: {
      en: "A lightweight Lecamix screed levelled the floors for the tenants' fit-out without adding weight the frame could not carry.",
      ar: "سوّت طبقة Lecamix الخفيفة الأرضيات لأعمال تجهيز المستأجرين دون أن تضيف وزناً يعجز الهيكل عن حمله.",
      ru: "Лёгкая стяжка Lecamix выровняла полы под отделку арендаторов, не добавив каркасу лишнего веса.",
    },
    specified: {
      en: "The floors had to be brought to level over services laid on the slab. A conventional sand and cement screed of that depth would have exceeded the design load, so the consultant specified Lecamix, mixed on site and pumped to each floor.",
      ar: "كان لا بد من تسوية الأرضيات فوق التمديدات الممدودة على البلاطة. ولو استُخدمت طبقة تسوية تقليدية من الرمل والإسمنت بهذه السماكة لتجاوزت الحمل التصميمي، لذا نصّ الاستشاري على Lecamix يُخلط في الموقع ويُضخّ إلى كل طابق.",
      ru: "Полы нужно было вывести в уровень поверх коммуникаций, проложенных по плите. Цементно-песчаная стяжка такой толщины превысила бы расчётную нагрузку, поэтому проектировщик заложил Lecamix, который замешивали на площадке и подавали насосом на каждый этаж.",
    },
  },
  {
    title: {
      en: "A LECA drainage layer under a hotel roof garden",
      ar: "طبقة تصريف من ليكا تحت حديقة سطح فندق",
      ru: "дренажный слой из керамзита LECA под кровельным садом отеля",
    },
    lead: {
      en: "Expanded clay carries irrigation water to the outlets and keeps the roof garden light enough for the existing structure.",
      ar: "ينقل الطين الممدد مياه الري إلى المصارف ويُبقي حديقة السطح خفيفة بما يكفي للهيكل القائم.",
      ru: "Керамзит отводит поливочную воду к воронкам и сохраняет кровельный сад достаточно лёгким для существующих конструкций.",
    },
    specified: {
      en: "The roof was designed for a terrace, not a garden, so every layer was checked at its saturated weight. LECA replaced gravel in the drainage layer and was blended into the growing substrate, which kept the whole build-up within the allowance.",
      ar: "صُمّم السطح في الأصل ليكون شرفة لا حديقة، لذا جرى التحقق من كل طبقة بوزنها وهي مشبعة بالماء. وحلّ ليكا محل الحصى في طبقة التصريف وخُلط بالتربة الزراعية، فبقي المقطع كله ضمن الحمل المسموح.",
      ru: "Кровля проектировалась под террасу, а не под сад, поэтому каждый слой проверяли по весу в водонасыщенном состоянии. Керамзит LECA заменил щебень в дренажном слое и вошёл в состав субстрата, и весь пирог уложился в допустимую нагрузку.",
    },
  },
  {
    title: {
      en: "Lightweight LECA fill behind a retaining wall",
      ar: "ردم خفيف من ليكا خلف جدار استنادي",
      ru: "лёгкая засыпка из керамзита LECA за подпорной стеной",
    },
    lead: {
      en: "Backfilling with LECA cut the earth pressure on the wall and allowed a slimmer section.",
      ar: "خفّض الردم بحبيبات ليكا ضغط التربة على الجدار وسمح بمقطع أنحف.",
      ru: "Обратная засыпка керамзитом LECA снизила давление грунта на стену и позволила уменьшить её сечение.",
    },
    specified: {
      en: "Soft ground behind the wall ruled out heavy granular fill. The geotechnical engineer specified coarse LECA, placed in layers and lightly compacted, wrapped in geotextile to keep fines out of the pores.",
      ar: "حالت التربة الضعيفة خلف الجدار دون استخدام ردم حبيبي ثقيل. فنصّ المهندس الجيوتقني على حبيبات ليكا الخشنة تُفرش على طبقات وتُدمك دمكاً خفيفاً، وتُلف بقماش جيوتقني يمنع دخول الحبيبات الناعمة إلى مساماتها.",
      ru: "Слабый грунт за стеной исключал тяжёлую зернистую засыпку. Геотехник заложил крупную фракцию LECA, которую отсыпали слоями с лёгким уплотнением и оборачивали геотекстилем, чтобы мелкие частицы не забивали поры.",
    },
  },
  {
    title: {
      en: "Lecapon for hydroponic greenhouses",
      ar: "Lecapon لبيوت الزراعة المائية المحمية",
      ru: "Lecapon для гидропонных теплиц",
    },
    lead: {
      en: "Clean, inert Lecapon holds water and air around the roots and can be washed and reused for many seasons.",
      ar: "يحتفظ Lecapon النظيف والمتعادل الحموضة بالماء والهواء حول الجذور، ويمكن غسله وإعادة استخدامه لمواسم عديدة.",
      ru: "Чистый pH-нейтральный Lecapon удерживает у корней воду и воздух, его можно промывать и использовать много сезонов подряд.",
    },
    specified: {
      en: "The grower wanted a substrate that would not break down in recirculating nutrient solution. Lecapon was chosen for its stable pebbles, their even size and the fact that it drains freely between irrigation cycles.",
      ar: "أراد المزارع وسطاً زراعياً لا يتحلل في محلول المغذيات المعاد تدويره. ووقع الاختيار على Lecapon لثبات حبيباته وتجانس أحجامها، ولأنه يصرّف الماء بسهولة بين دورات الري.",
      ru: "Агроному нужен был субстрат, который не разрушается в циркулирующем питательном растворе. Выбрали Lecapon: его гранулы прочные и одного размера, а вода свободно стекает между циклами полива.",
    },
  },
  {
    title: {
      en: "LECA concrete for precast façade panels",
      ar: "خرسانة ليكا لألواح الواجهات مسبقة الصب",
      ru: "керамзитобетон LECA для сборных фасадных панелей",
    },
    lead: {
      en: "Lighter panels meant smaller cranes, simpler fixings and better thermal performance on the façade.",
      ar: "الألواح الأخف وزناً تعني رافعات أصغر وتثبيتاً أبسط وأداءً حرارياً أفضل للواجهة.",
      ru: "Более лёгкие панели — это краны меньшей грузоподъёмности, простые крепления и лучшая теплозащита фасада.",
    },
    specified: {
      en: "The precaster replaced part of the normal-weight aggregate with LECA, keeping the strength class the façade engineer required. The panels came out lighter, and the factory could cast and ship more of them per day.",
      ar: "استبدل مصنع الخرسانة مسبقة الصب جزءاً من الركام العادي بحبيبات ليكا مع الحفاظ على فئة المقاومة التي طلبها مهندس الواجهات. فجاءت الألواح أخف وزناً بوضوح، وتمكّن المصنع من صب عدد أكبر منها وشحنه يومياً.",
      ru: "Завод заменил часть обычного заполнителя керамзитом LECA, сохранив класс прочности, который требовал инженер по фасадам. Панели стали заметно легче, и завод смог отливать и отгружать больше изделий в день.",
    },
  },
  {
    title: {
      en: "Insulating LECA fill on the flat roof of a villa",
      ar: "ردم عازل من ليكا على السطح المستوي لفيلا",
      ru: "утепляющая засыпка из керамзита LECA на плоской кровле виллы",
    },
    lead: {
      en: "A LECA layer formed the falls to the drains and cut the heat reaching the rooms below.",
      ar: "شكّلت طبقة ليكا الميول نحو المصارف وقلّلت الحرارة التي تصل إلى الغرف أسفلها.",
      ru: "Слой керамзита LECA сформировал уклоны к водостокам и уменьшил приток тепла в помещения под кровлей.",
    },
    specified: {
      en: "The owner asked for a cooler top floor without a heavy roof. Loose LECA was spread to the required falls, topped with a thin bonded screed and then waterproofed, which kept the work quick and the load low.",
      ar: "طلب المالك طابقاً علوياً أبرد دون سقف ثقيل. ففُرش ليكا السائب وفق الميول المطلوبة، وغُطّي بطبقة تسوية رقيقة ثم عُزل مائياً، فجاء العمل سريعاً والحمل منخفضاً.",
      ru: "Владелец хотел, чтобы на верхнем этаже было прохладнее, но без тяжёлой кровли. Керамзит LECA отсыпали по нужным уклонам, сверху устроили тонкую стяжку и гидроизоляцию: работа прошла быстро, а нагрузка осталась небольшой.",
    },
  },
  {
    title: {
      en: "Lecapon mulch for public landscaping",
      ar: "غطاء من Lecapon للتربة في مشاريع تنسيق المواقع العامة",
      ru: "мульча Lecapon для городского озеленения",
    },
    lead: {
      en: "A top layer of Lecapon slows evaporation from planted beds and stays in place in the wind.",
      ar: "تُبطئ طبقة علوية من Lecapon تبخر الماء من أحواض الزراعة وتبقى في مكانها رغم الرياح.",
      ru: "Верхний слой Lecapon замедляет испарение с клумб и не сдувается ветром.",
    },
    specified: {
      en: "The landscape architect wanted a mulch that would not decompose in the heat or attract pests. Lecapon was laid over the irrigation lines in the medians and planters, giving a tidy finish that cuts water use.",
      ar: "أراد مهندس تنسيق المواقع غطاءً للتربة لا يتحلل في الحر ولا يجتذب الآفات. ففُرش Lecapon فوق خطوط الري في الجزر الوسطية وأحواض النباتات، فمنح مظهراً مرتباً وخفّض استهلاك المياه.",
      ru: "Ландшафтному архитектору нужна была мульча, которая не разлагается на жаре и не привлекает вредителей. Lecapon уложили поверх линий полива на разделительных полосах и в вазонах: получилось аккуратно, а расход воды снизился.",
    },
  },
  {
    title: {
      en: "LECA in stormwater soakaways along a new road",
      ar: "ليكا في خنادق تصريف مياه الأمطار على طريق جديد",
      ru: "керамзит LECA в ливневых дренажных траншеях вдоль новой дороги",
    },
    lead: {
      en: "Free-draining LECA gives the soakaways a large storage volume for the short, heavy storms of the Gulf.",
      ar: "يمنح ليكا حر التصريف خنادق التصريف سعة تخزين كبيرة لعواصف الخليج القصيرة والغزيرة.",
      ru: "Хорошо дренирующий керамзит LECA даёт траншеям большой запас объёма на короткие сильные ливни, типичные для Залива.",
    },
    specified: {
      en: "The road authority required run-off to be held and released slowly into the ground. Trenches were filled with coarse LECA inside a geotextile wrap: light enough for the soft verge and open enough to store water between its granules.",
      ar: "اشترطت هيئة الطرق احتجاز مياه الجريان وتسريبها ببطء إلى التربة. فمُلئت الخنادق بحبيبات ليكا الخشنة داخل غلاف من القماش الجيوتقني، وهي خفيفة بما يناسب أكتاف الطريق الضعيفة، ومفتوحة بما يكفي لتخزين الماء بين حبيباتها.",
      ru: "Дорожное ведомство требовало задерживать сток и медленно отводить его в грунт. Траншеи заполнили крупным керамзитом LECA в обёртке из геотекстиля: он достаточно лёгок для слабой обочины, а между гранулами остаётся много места для воды.",
    },
  },
  {
    title: {
      en: "LECA blocks for a school extension",
      ar: "بلوكات ليكا لتوسعة مدرسة",
      ru: "керамзитобетонные блоки LECA для пристройки к школе",
    },
    lead: {
      en: "New classrooms went up during the summer break, and the light blocks kept the programme on time.",
      ar: "شُيّدت الفصول الجديدة خلال العطلة الصيفية، وساعدت البلوكات الخفيفة على الالتزام بالجدول الزمني.",
      ru: "Новые классы построили за летние каникулы, и лёгкие блоки помогли уложиться в график.",
    },
    specified: {
      en: "The contractor had ten weeks and a small crew. LECA blocks are large for their weight, so each mason laid more wall per day, and the walls needed no extra insulation to meet the energy requirements.",
      ar: "كان أمام المقاول عشرة أسابيع وفريق صغير. وبلوكات ليكا كبيرة الحجم قياساً بوزنها، فكان كل بنّاء ينجز مساحة أكبر من الجدران يومياً، ولم تحتج الجدران إلى عزل إضافي لتلبية متطلبات كفاءة الطاقة.",
      ru: "У подрядчика было десять недель и небольшая бригада. Блоки LECA крупные при малом весе, поэтому каждый каменщик выкладывал за смену больше стены, а дополнительное утепление для соответствия нормам энергоэффективности не понадобилось.",
    },
  },
  {
    title: {
      en: "Lecamix for levelling floors in a shopping mall refit",
      ar: "Lecamix لتسوية الأرضيات في تجديد مركز تسوق",
      ru: "Lecamix для выравнивания полов при реконструкции торгового центра",
    },
    lead: {
      en: "Old finishes came up unevenly, and Lecamix brought each unit back to level overnight.",
      ar: "خلّفت إزالة التشطيبات القديمة أرضيات غير مستوية، فأعاد Lecamix كل وحدة إلى المنسوب المطلوب خلال ليلة واحدة.",
      ru: "После демонтажа старых покрытий полы оказались неровными, и Lecamix выровнял каждое помещение за одну ночь.",
    },
    specified: {
      en: "The mall stayed open during the works, so the screed had to be placed at night and walkable by morning. Lecamix was mixed at a loading bay, pumped through the service corridors and placed in depths that varied from unit to unit.",
      ar: "بقي المركز مفتوحاً أثناء الأعمال، لذا كان لا بد من صب طبقة التسوية ليلاً وأن تكون صالحة للمشي صباحاً. وخُلط Lecamix عند رصيف التحميل وضُخّ عبر ممرات الخدمة، وصُبّ بسماكات تختلف من وحدة إلى أخرى.",
      ru: "Торговый центр работал во время ремонта, поэтому стяжку укладывали ночью, а к утру по ней уже можно было ходить. Lecamix замешивали у разгрузочной рампы, подавали насосом по служебным коридорам и укладывали слоем разной толщины в зависимости от помещения.",
    },
  },
  {
    title: {
      en: "LECA concrete for the floor slabs of a hospital wing",
      ar: "خرسانة ليكا لبلاطات الأرضيات في جناح مستشفى",
      ru: "керамзитобетон LECA для плит перекрытия больничного корпуса",
    },
    lead: {
      en: "Lightweight concrete let the new wing sit on the existing foundations.",
      ar: "أتاحت الخرسانة الخفيفة إقامة الجناح الجديد على الأساسات القائمة.",
      ru: "Лёгкий бетон позволил поставить новый корпус на существующие фундаменты.",
    },
    specified: {
      en: "Adding floors above a working hospital left no room to strengthen the foundations. The design team chose LECA concrete for the slabs, which reduced the weight of each floor while meeting the required strength.",
      ar: "لم تترك إضافة طوابق فوق مستشفى قيد التشغيل مجالاً لتدعيم الأساسات. فاختار فريق التصميم خرسانة ليكا للبلاطات، ما خفّض وزن كل طابق مع تحقيق المقاومة ودرجة مقاومة الحريق المطلوبتين.",
      ru: "Надстройка над действующей больницей не оставляла возможности усилить фундаменты. Проектировщики выбрали для плит керамзитобетон LECA: он снизил вес каждого этажа, сохранив требуемую прочность и предел огнестойкости.",
    },
  },
  {
    title: {
      en: "LECA for the filter beds of a water treatment plant",
      ar: "ليكا لأحواض الترشيح في محطة معالجة المياه",
      ru: "керамзит LECA для фильтрующей загрузки очистных сооружений",
    },
    lead: {
      en: "The porous granules give bacteria a large surface to grow on and do not clog easily.",
      ar: "توفر الحبيبات المسامية للبكتيريا سطحاً كبيراً تنمو عليه، ولا تنسد بسهولة.",
      ru: "Пористые гранулы дают бактериям большую площадь для роста и не заиливаются.",
    },
    specified: {
      en: "The operator needed a filter medium that is light to handle, chemically inert and long-lasting. Graded LECA was washed before delivery and placed in the biological filters in layers of increasing granule size.",
      ar: "احتاج المشغّل إلى وسط ترشيح سهل المناولة وخامل كيميائياً وطويل العمر. فغُسلت حبيبات ليكا المصنفة قبل التوريد، ووُضعت في المرشحات البيولوجية على طبقات يزداد فيها حجم الحبيبات تدريجياً.",
      ru: "Эксплуатирующей организации требовалась фильтрующая загрузка — лёгкая, химически инертная и долговечная. Фракционированный керамзит LECA перед поставкой промыли и уложили в биофильтры слоями с постепенно возрастающим размером гранул.",
    },
  },
  {
    title: {
      en: "Lecapon in the planters of a residential podium",
      ar: "Lecapon في أحواض النباتات على منصة سكنية",
      ru: "Lecapon в кашпо на стилобате жилого комплекса",
    },
    lead: {
      en: "A drainage base of Lecapon keeps roots out of standing water in deep podium planters.",
      ar: "تُبعد قاعدة التصريف من Lecapon الجذور عن المياه الراكدة في أحواض المنصة العميقة.",
      ru: "Дренажное основание из Lecapon защищает корни от застоя воды в глубоких кашпо на стилобате.",
    },
    specified: {
      en: "Large trees in raised planters need depth, and depth means weight over the car park below. The bottom third of each planter was filled with Lecapon under a filter fleece, which drains the soil and keeps the load within the slab's capacity.",
      ar: "تحتاج الأشجار الكبيرة في الأحواض المرتفعة إلى عمق، والعمق يعني وزناً إضافياً فوق موقف السيارات أسفلها. فمُلئ الثلث السفلي من كل حوض بـ Lecapon تحت قماش ترشيح، فيصرّف التربة ويُبقي الحمل ضمن قدرة البلاطة.",
      ru: "Крупным деревьям в приподнятых кашпо нужна глубина, а глубина — это вес над подземной парковкой. Нижнюю треть каждого кашпо заполнили Lecapon под фильтрующим геотекстилем: он дренирует грунт и удерживает нагрузку в пределах несущей способности плиты.",
    },
  },
];

/** The first paragraph: where the story takes place ({in} is the place with its preposition). */
export const OPENINGS: Text[] = [
  {
    en: "This note describes a recent project {in}: what was specified, how the material was delivered and what the site team learned.",
    ar: "تصف هذه المذكرة مشروعاً حديثاً {in}: ما الذي نصّت عليه المواصفات، وكيف وُرِّدت المادة، وما الذي تعلّمه فريق الموقع.",
    ru: "В этой заметке — недавний проект {in}: что было заложено в проект, как поставлялся материал и какие выводы сделала команда на объекте.",
  },
  {
    en: "Projects {in} increasingly specify lightweight materials, and this one was no exception.",
    ar: "تتجه المشاريع {in} بصورة متزايدة إلى اعتماد المواد الخفيفة، ولم يكن هذا المشروع استثناءً.",
    ru: "В проектах {in} всё чаще закладывают лёгкие материалы, и этот объект не стал исключением.",
  },
  {
    en: "Summer heat {in} puts every building material to the test, and weight on the structure is always at a premium.",
    ar: "تضع حرارة الصيف {in} كل مواد البناء أمام اختبار صعب، ويبقى تخفيف الأحمال على الهيكل أولوية دائمة.",
    ru: "Летняя жара {in} — серьёзное испытание для любых строительных материалов, а каждый килограмм нагрузки на конструкцию на счету.",
  },
];

export const DELIVERIES: Text[] = [
  {
    en: "The material arrived in bulk bags that the tower crane lifted straight to the working level, so no loose material was stored on the ground.",
    ar: "وصلت المادة في أكياس كبيرة (جامبو) رفعتها الرافعة البرجية مباشرة إلى مستوى العمل، فلم يُخزَّن أي ركام سائب على الأرض.",
    ru: "Материал поступал в мягких контейнерах, которые башенный кран поднимал прямо на рабочий уровень, так что хранить сыпучий материал на земле не пришлось.",
  },
  {
    en: "For the smaller areas, standard bags were carried by hand through the building and emptied where the material was needed.",
    ar: "وفي المساحات الأصغر حُملت الأكياس القياسية يدوياً داخل المبنى وأُفرغت حيث تلزم المادة.",
    ru: "На небольших участках стандартные мешки переносили вручную и высыпали прямо на месте укладки.",
  },
  {
    en: "Deliveries were planned as full container loads, timed to the concrete and masonry programme, so the site never stored more than a week's material.",
    ar: "خُطِّطت عمليات التوريد بحمولات حاويات كاملة متزامنة مع جدول أعمال الخرسانة والبناء، فلم يُخزَّن في الموقع أكثر من مواد أسبوع واحد.",
    ru: "Поставки шли полными контейнерами в привязке к графику бетонных и кладочных работ, поэтому на площадке никогда не хранилось больше недельного запаса.",
  },
  {
    en: "Trucks delivered at night, outside the city's daytime restrictions, and the material was placed in the cool early-morning hours.",
    ar: "وصلت الشاحنات ليلاً خارج أوقات القيود النهارية في المدينة، ووُضعت المادة في ساعات الصباح الباكر الأكثر برودة.",
    ru: "Грузовики приходили ночью, вне дневных ограничений на въезд в город, а укладку вели ранним утром, пока не жарко.",
  },
];

export const CLOSINGS: Text[] = [
  {
    en: "If you are planning a similar project, our team can advise on grades, quantities and delivery. Write to us through the contact page.",
    ar: "إن كنت تخطط لمشروع مماثل، يسعد فريقنا تقديم المشورة بشأن الأحجام والكميات والتوريد. راسلنا عبر صفحة التواصل.",
    ru: "Если вы планируете похожий проект, наши специалисты помогут подобрать фракцию, рассчитать объём и спланировать поставки. Напишите нам через страницу контактов.",
  },
  {
    en: "Technical data sheets for every product are available on request in English, Arabic and Russian.",
    ar: "تتوفر صحائف البيانات الفنية لجميع المنتجات عند الطلب باللغات الإنجليزية والعربية والروسية.",
    ru: "Технические паспорта на всю продукцию предоставляются по запросу на английском, арабском и русском языках.",
  },
  {
    en: "We stock LECA, Lecapon, Lecamix and LECA blocks in Dubai and deliver across the Gulf.",
    ar: "نحتفظ بمخزون من ليكا وLecapon وLecamix وبلوكات ليكا في دبي، ونورّدها إلى جميع أنحاء الخليج.",
    ru: "Керамзит LECA, Lecapon, Lecamix и блоки LECA всегда есть на нашем складе в Дубае; мы доставляем их по всему региону Залива.",
  },
];

export const HEADINGS = {
  specified: { en: "What was specified", ar: "ما نصّت عليه المواصفات", ru: "Что заложили в проект" },
  delivery: { en: "Delivery and installation", ar: "التوريد والتنفيذ", ru: "Поставка и укладка" },
} satisfies Record<string, Text>;

/** Gallery titles: "{topic title} {place}: photographs" would repeat the news; these name a stage. */
export const GALLERY_STAGES: Text[] = [
  { en: "Delivery and storage", ar: "التوريد والتخزين", ru: "Доставка и хранение" },
  { en: "Work in progress", ar: "سير العمل", ru: "Ход работ" },
  { en: "The finished work", ar: "العمل المنجز", ru: "Готовый результат" },
];
