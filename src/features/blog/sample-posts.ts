/**
 * The eight built-in posts (spec 01 §3) shown when the blog API is not configured, fails or is
 * slow. They are in the API's own shape so the same mappers and the same sanitiser handle them.
 */
import type { WpPost } from './post'

interface SampleSource {
  id: number
  slug: string
  date: string
  title: string
  author: string
  imageAlt: string
  excerpt: string
  content: string
}

function samplePost(source: SampleSource): WpPost {
  return {
    id: source.id,
    date: source.date,
    slug: source.slug,
    title: { rendered: source.title },
    excerpt: { rendered: `<p>${source.excerpt} [&hellip;]</p>\n`, protected: false },
    content: { rendered: source.content.trim(), protected: false },
    _embedded: {
      author: [{ id: 1, name: source.author }],
      'wp:featuredmedia': [
        {
          id: source.id + 1000,
          source_url: `/images/blog/${source.slug}.svg`,
          alt_text: source.imageAlt,
        },
      ],
    },
  }
}

export const SAMPLE_POSTS: readonly WpPost[] = [
  samplePost({
    id: 9008,
    slug: 'como-escolher-sua-primeira-bike-de-estrada',
    date: '2026-11-10T09:00:00',
    title: 'Como escolher sua primeira bike de estrada',
    author: 'Marina Costa',
    imageAlt: 'Ilustração de uma bicicleta de estrada sobre o asfalto',
    excerpt:
      'Tamanho do quadro, grupo de câmbio e freios: o que realmente importa na hora de comprar a primeira speed',
    content: `
<p>Trocar a mountain bike pela estrada, ou somar uma speed à garagem, é um passo empolgante. Mas a primeira compra costuma vir cheia de dúvidas: alumínio ou carbono? Freio a disco ou ferradura? Quantas marchas? Vamos por partes.</p>
<h2>Tamanho certo antes de tudo</h2>
<p>Uma bike cara no tamanho errado vai doer nas costas, no pescoço e nos joelhos. Use a tabela do fabricante como ponto de partida, mas teste: com as mãos no guidão, os braços devem ficar levemente dobrados e o tronco confortável.</p>
<ul>
<li><strong>Altura do cavalo</strong> (entrepernas) é a medida mais útil para escolher o quadro.</li>
<li>Quadros de geometria <em>endurance</em> são mais altos na frente e perdoam mais.</li>
<li>Se ficar entre dois tamanhos, prefira o menor e ajuste com o avanço.</li>
</ul>
<h2>Onde vale investir</h2>
<p>Um quadro de alumínio bem feito, com garfo de carbono e freio a disco hidráulico, é a melhor relação custo-benefício para quem está começando. Rodas e pneus podem ser trocados depois e fazem mais diferença do que um grupo de câmbio topo de linha.</p>
<p>Por fim, reserve parte do orçamento para capacete, sapatilha e um bike fit básico: o conforto nos primeiros meses decide se você vai continuar pedalando.</p>`,
  }),
  samplePost({
    id: 9007,
    slug: 'melhores-rotas-de-mtb-para-iniciantes',
    date: '2026-10-22T08:30:00',
    title: 'Melhores rotas de MTB para iniciantes',
    author: 'Rafael Souza',
    imageAlt: 'Ilustração de uma trilha sinuosa entre morros',
    excerpt:
      'Estradas de terra, trilhas largas e pouca altimetria: como escolher (e curtir) os primeiros roteiros fora do asfalto',
    content: `
<p>A primeira trilha define a relação com o mountain bike. Um roteiro técnico demais assusta; um fácil demais não empolga. O segredo é escolher percursos curtos, com saída fácil e bastante estrada de terra.</p>
<h2>O que procurar num roteiro</h2>
<ul>
<li>Entre 15 e 30 km, com menos de 500 m de subida acumulada.</li>
<li>Trechos de <em>singletrack</em> curtos, que possam ser feitos empurrando a bike se preciso.</li>
<li>Pontos de água e sinal de celular ao longo do caminho.</li>
</ul>
<h2>Parques e estradas rurais</h2>
<p>Parques estaduais com trilhas sinalizadas, estradas vicinais e caminhos de fazenda liberados são ótimos para começar. Grupos de pedal da sua cidade costumam fazer saídas para iniciantes nos fins de semana: vá junto, aprenda o ritmo e troque experiências.</p>
<p>Leve sempre câmara reserva, bomba, espátulas e um lanche. E avise alguém sobre o trajeto e o horário previsto de volta.</p>`,
  }),
  samplePost({
    id: 9006,
    slug: 'treino-de-ciclismo-por-zonas',
    date: '2026-09-30T07:00:00',
    title: 'Treino por zonas: frequência cardíaca &#038; potência sem mistério',
    author: 'Equipe Bora Pedalar',
    imageAlt: 'Ilustração de barras crescentes representando zonas de treino',
    excerpt:
      'Entenda o que são as zonas de treino, como calculá-las e por que pedalar devagar também deixa você mais rápido',
    content: `
<p>Treinar por zonas é dividir o esforço em faixas de intensidade, cada uma com um objetivo. Com elas, você para de pedalar sempre no mesmo ritmo e passa a treinar com propósito.</p>
<h2>Frequência cardíaca ou potência?</h2>
<p>A frequência cardíaca é acessível: basta uma cinta ou um relógio. A potência, medida em watts, responde na hora e não sofre com calor ou cansaço, mas exige um medidor. As duas funcionam, e as calculadoras do Bora Pedalar ajudam a encontrar suas faixas.</p>
<h2>Como distribuir a semana</h2>
<ul>
<li>Cerca de 80% do tempo em zonas leves (Z1 e Z2), construindo base aeróbica.</li>
<li>Um ou dois treinos intervalados em limiar ou VO2 máx.</li>
<li>Pelo menos um dia de descanso completo.</li>
</ul>
<p>Refaça o teste de FTP ou de frequência cardíaca a cada seis a oito semanas: conforme você evolui, as zonas mudam junto.</p>`,
  }),
  samplePost({
    id: 9005,
    slug: 'guia-de-cicloturismo-para-a-primeira-viagem',
    date: '2026-09-05T10:00:00',
    title: 'Cicloturismo &#8211; guia para a primeira viagem de bike',
    author: 'Juliana Prado',
    imageAlt: 'Ilustração de uma estrada entre colinas',
    excerpt:
      'Planejamento, bagagem e ritmo: tudo o que você precisa para transformar a bicicleta em meio de viagem',
    content: `
<p>Viajar de bicicleta é ver a paisagem no ritmo certo: devagar o bastante para notar os detalhes e rápido o bastante para chegar longe. Para a primeira viagem, simplicidade é tudo.</p>
<h2>Planeje etapas curtas</h2>
<p>Com a bike carregada, 50 a 70 km por dia já é uma boa média. Circuitos estruturados, como o Vale Europeu em Santa Catarina ou a Estrada Real em Minas Gerais, têm hospedagens e sinalização pensadas para ciclistas.</p>
<h2>O que levar</h2>
<ul>
<li>Alforjes ou bolsas de bikepacking bem presos: nada pendurado balançando.</li>
<li>Kit de reparo, corrente reserva e elos rápidos.</li>
<li>Duas mudas de roupa de pedal e uma de descanso.</li>
<li>Protetor solar, capa de chuva e luzes dianteira e traseira.</li>
</ul>
<p>Faça um fim de semana de teste perto de casa antes da viagem longa. Você vai descobrir o que sobra, o que falta e como a bike se comporta carregada.</p>`,
  }),
  samplePost({
    id: 9004,
    slug: 'nutricao-para-pedais-longos',
    date: '2026-08-12T08:00:00',
    title: 'Nutrição para pedais longos: antes, durante e depois',
    author: 'Carla Menezes',
    imageAlt: 'Ilustração de uma caramanhola de água',
    excerpt:
      'Quanto carboidrato comer por hora, como se hidratar e o que fazer para recuperar bem depois de um pedal de várias horas',
    content: `
<p>Em pedais acima de duas horas, comer e beber no momento certo faz tanta diferença quanto o treino. A famosa &ldquo;quebra&rdquo; quase sempre é falta de combustível, não de preparo.</p>
<h2>Antes de sair</h2>
<p>Faça uma refeição rica em carboidratos de duas a três horas antes: pão, frutas, tapioca ou aveia. Evite experimentar alimentos novos no dia de uma prova.</p>
<h2>Durante o pedal</h2>
<ul>
<li>De 30 a 60 g de carboidrato por hora: banana, barrinha, gel ou rapadura.</li>
<li>De 500 a 750 ml de líquido por hora, mais no calor.</li>
<li>Em pedais muito longos, inclua sódio (isotônico ou cápsulas de sal).</li>
</ul>
<h2>Recuperação</h2>
<p>Nos primeiros 60 minutos após o pedal, combine carboidrato e proteína: um sanduíche com ovo ou um iogurte com frutas resolvem. Para saber quanto você gasta por dia, use a calculadora de Harris-Benedict.</p>`,
  }),
  samplePost({
    id: 9003,
    slug: 'manutencao-basica-da-bicicleta',
    date: '2026-07-18T09:30:00',
    title: 'Manutenção básica: 7 cuidados que evitam dor de cabeça',
    author: 'Rafael Souza',
    imageAlt: 'Ilustração de uma chave de ferramentas',
    excerpt:
      'Limpeza, lubrificação e alguns apertos: a rotina simples que deixa a bike silenciosa e segura',
    content: `
<p>Uma bike bem cuidada é mais rápida, mais silenciosa e muito mais segura. E a maior parte da manutenção pode ser feita em casa, com poucas ferramentas.</p>
<h2>A rotina</h2>
<ul>
<li>Calibre os pneus antes de cada saída.</li>
<li>Limpe e lubrifique a corrente a cada 150 a 200 km, ou depois de pedal com lama.</li>
<li>Confira o desgaste das pastilhas de freio todo mês.</li>
<li>Verifique o aperto do eixo das rodas, do guidão e do canote.</li>
<li>Meça o estiramento da corrente a cada 1.000 km.</li>
<li>Lave a bike com água e sabão neutro, sem jato de alta pressão.</li>
<li>Leve a suspensão para revisão conforme o manual do fabricante.</li>
</ul>
<h2>Quando procurar a oficina</h2>
<p>Rangidos no movimento central, folga na caixa de direção, freio hidráulico esponjoso e rodas empenadas pedem um mecânico de confiança. Melhor resolver cedo do que trocar peças caras depois.</p>
<p>Anote a quilometragem de cada troca de corrente, pastilha e pneu. Em poucos meses você vai saber exatamente quanto dura cada peça no seu tipo de pedal e poderá se planejar antes que algo quebre no meio da trilha.</p>`,
  }),
  samplePost({
    id: 9002,
    slug: 'gravel-o-que-e-e-por-onde-comecar',
    date: '2026-06-03T07:30:00',
    title: 'Gravel: o que é e por onde começar',
    author: 'Marina Costa',
    imageAlt: 'Ilustração de dunas e estrada de chão ao pôr do sol',
    excerpt:
      'A bike que vai do asfalto à estrada de terra sem reclamar, e por que ela conquistou tantos ciclistas brasileiros',
    content: `
<p>A gravel mistura a eficiência da bike de estrada com a robustez da mountain bike. Guidão drop, pneus mais largos e geometria estável fazem dela a companheira ideal para as estradas de chão que cortam o interior do Brasil.</p>
<h2>Para quem é</h2>
<p>Para quem quer pedalar longe do trânsito, explorar estradas rurais e fazer viagens com bagagem. Ela não substitui uma full suspension em trilhas técnicas, mas roda muito bem em terra batida e cascalho.</p>
<h2>O que observar na compra</h2>
<ul>
<li>Espaço para pneus de pelo menos 40 mm.</li>
<li>Freios a disco, de preferência hidráulicos.</li>
<li>Relação de marchas leve para as subidas: coroa única com cassete largo funciona bem.</li>
<li>Furações para bagageiro e para-lama, se a ideia é viajar.</li>
</ul>
<p>Comece com percursos mistos, metade asfalto e metade terra, e vá ganhando confiança em descidas com cascalho solto.</p>`,
  }),
  samplePost({
    id: 9001,
    slug: 'bike-fit-por-que-o-ajuste-importa',
    date: '2026-04-21T09:00:00',
    title: 'Bike fit: por que o ajuste da bike importa',
    author: 'Equipe Bora Pedalar',
    imageAlt: 'Ilustração de uma bicicleta com linhas de medição do ajuste',
    excerpt:
      'Dor no joelho, formigamento nas mãos e lombar cansada costumam ter a mesma causa: uma bike mal ajustada',
    content: `
<p>Bike fit é o ajuste da bicicleta ao corpo do ciclista. Pequenas mudanças de altura do selim, recuo e posição do guidão mudam o conforto, a potência e o risco de lesões.</p>
<p>Não existe posição perfeita universal: flexibilidade, comprimento de pernas e braços, histórico de lesões e o tipo de pedal (trilha, estrada, provas longas) mudam o ajuste ideal de cada pessoa.</p>
<h2>Sinais de que algo está errado</h2>
<ul>
<li>Dor na frente do joelho: selim baixo ou muito à frente.</li>
<li>Dor atrás do joelho: selim alto demais.</li>
<li>Mãos dormentes: peso demais no guidão ou guidão baixo.</li>
<li>Quadril balançando no selim: altura excessiva.</li>
</ul>
<h2>Ajuste caseiro ou profissional?</h2>
<p>O método do calcanhar ajuda a encontrar uma altura inicial de selim: com o calcanhar no pedal, na posição mais baixa, a perna deve ficar quase estendida. Para quem pedala muitas horas por semana ou sente dor, um bike fit profissional, com avaliação de flexibilidade e das sapatilhas, vale cada centavo.</p>`,
  }),
]
