/*
 * Depth-bounded df-pn (depth-first proof-number search): the finder for long
 * problems. A node is (position, attacker moves left n, quiet budget q); n
 * falls by one at every attacker move, so the search graph has no cycles and
 * repetition needs no special care. Proven = mate within n, disproven = none.
 * Proof numbers start from the defender's mobility, so checks that leave few
 * replies are explored first; disproof numbers from a guess of the attacker's.
 */
#include <stdlib.h>
#include <string.h>

#include "prover.h"

#define INF 0x3FFFFFFFu
#define QUIET_PN 12

static uint64_t z_q[XQP_QUIET_ANY + 1];
static uint64_t z_and;
static int keys_ready = 0;

void xqp_dfpn_init(void)
{
    if (keys_ready)
        return;
    uint64_t s = 0x4446504EULL; /* "DFPN" */
    for (int i = 0; i <= XQP_QUIET_ANY; i++)
        z_q[i] = xq_splitmix(&s);
    z_and = xq_splitmix(&s);
    keys_ready = 1;
}

/* The key of a node leaves its length out: the entries of one position at every length
 * share a bucket, so one probe reads the bounds of other lengths too. */
static inline uint64_t node_key(uint64_t pos_key, int q, int and_node)
{
    return pos_key ^ z_q[q] ^ (and_node ? z_and : 0);
}

static inline uint32_t cap_add(uint32_t a, uint32_t b)
{
    uint32_t s = a + b;
    return s >= INF ? INF : s;
}

/* Does a result (pn, dn) at `at` moves left settle the same position at n? A mate within
 * fewer moves is a mate within n, and no mate within more moves is none within n. */
static inline int settles(uint32_t pn, uint32_t dn, int at, int n)
{
    return (!dn && at >= n) || (!pn && at <= n);
}

/* A copy of an entry, word by word, and the key it holds (torn: some other key). */
static inline uint64_t read_entry(const xqp_pnentry *e, xqp_pnentry *copy)
{
    copy->w[0] = xqp_word(&e->w[0]);
    copy->w[1] = xqp_word(&e->w[1]);
    copy->lock = xqp_word(&e->lock);
    return copy->lock ^ copy->w[0] ^ copy->w[1];
}

/* The numbers the table holds for node (key, n): 1 if it knows any (a solved entry of
 * another length that settles it, or the entry of this length). */
static int lookup(const xqp_prover *p, uint64_t key, int n, uint32_t *pn, uint32_t *dn)
{
    const xqp_pnentry *b = &p->pn_table[key & p->pn_mask & ~(size_t)3];
    xqp_pnentry c;
    int exact = 0;
    for (int i = 0; i < 4; i++) {
        if (read_entry(&b[i], &c) != key || c.gen != p->gen)
            continue;
        if (settles(c.pn, c.dn, c.n, n)) {
            *pn = c.pn;
            *dn = c.dn;
            return 1;
        }
        if (c.n == n) {
            *pn = c.pn;
            *dn = c.dn;
            exact = 1;
        }
    }
    return exact;
}

static inline void prefetch(const xqp_prover *p, uint64_t key)
{
    const char *b = (const char *)&p->pn_table[key & p->pn_mask & ~(size_t)3];
    __builtin_prefetch(b);
    __builtin_prefetch(b + 4 * sizeof(xqp_pnentry) - 1); /* a bucket may span two lines */
}

static void save(xqp_prover *p, uint64_t key, int n, uint32_t pn, uint32_t dn, uint64_t work)
{
    xqp_pnentry *b = &p->pn_table[key & p->pn_mask & ~(size_t)3], *slot = NULL, c;
    uint32_t least = 0xFFFFFFFFu;
    for (int i = 0; i < 4; i++) {
        uint64_t k = read_entry(&b[i], &c);
        int live = c.gen == p->gen && k;
        if (live && k == key && c.n == n) {
            slot = &b[i];
            break;
        }
        /* the cheapest entry is the one to recompute; one of the same position that this
         * result settles says nothing more */
        int implied = live && k == key && settles(pn, dn, n, c.n);
        uint32_t w = live && !implied ? c.work : 0;
        if (!slot || w < least) {
            least = w;
            slot = &b[i];
        }
    }
    xqp_pnentry e;
    memset(&e, 0, sizeof e);
    e.pn = pn;
    e.dn = dn;
    e.work = work > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)work;
    e.gen = p->gen;
    e.n = (uint8_t)n;
    xqp_set_word(&slot->w[0], e.w[0]);
    xqp_set_word(&slot->w[1], e.w[1]);
    xqp_set_word(&slot->lock, key ^ e.w[0] ^ e.w[1]);
}

static inline uint64_t child_key(const xq_position *pos, xq_move m)
{
    int from = XQ_FROM(m), to = XQ_TO(m);
    uint8_t pc = pos->board[from], cap = pos->board[to];
    uint64_t k = pos->key ^ xq_zobrist[pc][from] ^ xq_zobrist[pc][to] ^ xq_zobrist_side;
    return cap ? k ^ xq_zobrist[cap][to] : k;
}

typedef struct {
    xq_move move;
    uint8_t q;          /* budget in the child */
    uint8_t n;          /* moves left in the child */
    uint64_t key;       /* the child's node key */
    uint32_t pn0, dn0;  /* the child's proof and disproof numbers as last seen */
} child;

static void mid(xqp_prover *p, xq_position *pos, int n, int q, int and_node, uint32_t th_pn,
                uint32_t th_dn, uint32_t *out_pn, uint32_t *out_dn, xq_move *proof);

#define UNCOUNTED 255 /* a check's replies not counted: its child's numbers are known */

/* Read the table's numbers into children that have an entry (the loop in mid keeps them
 * up to date itself, so the table is read once per child and expansion, not per turn).
 * Each read is a cache miss in a big table: the buckets were prefetched first. A check
 * whose replies were not counted because its child had an entry (its number is 0) is
 * counted now if that entry is gone: evicted since a recalled node was expanded, or
 * overwritten by another thread since this expansion looked (a 0 read as a number would
 * be a proof or a disproof). */
static void table_numbers(xqp_prover *p, xq_position *pos, child *cs, int cnt, int and_node)
{
    for (int i = 0; i < cnt; i++) {
        if (lookup(p, cs[i].key, cs[i].n, &cs[i].pn0, &cs[i].dn0))
            continue;
        uint32_t *uncounted = and_node ? &cs[i].dn0 : &cs[i].pn0;
        if (!*uncounted) {
            xq_undo u;
            xq_make(pos, cs[i].move, &u);
            int replies = xq_count_legal(pos);
            xq_unmake(pos, cs[i].move, &u);
            *uncounted = (uint32_t)(replies >= UNCOUNTED ? UNCOUNTED - 1 : replies);
        }
    }
}

/* Has node (key, n) an entry (its numbers then come from the table)? */
static inline int known(const xqp_prover *p, uint64_t key, int n)
{
    uint32_t pn, dn;
    return lookup(p, key, n, &pn, &dn);
}

/* The children cache: a node expanded and left unsolved is usually entered again soon (its
 * parent switches between its best children), and a re-expansion would generate and test
 * every move again. A slot (direct-mapped, the newest node wins) keeps the children as
 * expand made them, four bytes each; their keys are recomputed and their numbers read from
 * the table, so a recalled node searches exactly as a re-expanded one (same node counts). */
#define KIDS_MAX 120
typedef struct {
    xq_move move;
    uint8_t pn0; /* the initial proof number (at a defender node's children: 1) */
    uint8_t dn0; /* a defender's child: its initial disproof number; an attacker's: quiet */
} kid;

struct xqp_kids {
    uint64_t key;
    uint8_t n, gen;
    uint16_t cnt;
    kid ks[KIDS_MAX];
};

size_t xqp_kids_size(void)
{
    return sizeof(struct xqp_kids);
}

static inline struct xqp_kids *kids_slot(const xqp_prover *p, uint64_t key)
{
    return &p->kids[(key >> 24) & p->kids_mask]; /* other bits than the table's index */
}

/* Keep a node's children as expand made them, before the table's numbers: a child's
 * initial number 0 means "not counted" (it had an entry then). */
static void remember(xqp_prover *p, uint64_t key, int n, int q, int and_node, const child *cs,
                     int cnt)
{
    if (p->kids_off || cnt > KIDS_MAX || !cnt)
        return;
    struct xqp_kids *w = kids_slot(p, key);
    w->key = key;
    w->n = (uint8_t)n;
    w->gen = p->gen;
    w->cnt = (uint16_t)cnt;
    for (int i = 0; i < cnt; i++)
        w->ks[i] = and_node ? (kid){cs[i].move, 1, (uint8_t)cs[i].dn0}
                            : (kid){cs[i].move, (uint8_t)cs[i].pn0, cs[i].q != q};
}

/* The children of a node expanded before, into *out (heap), with the numbers expand would
 * give them now: the table's, else the initial ones (counted here if they were not then).
 * Their count; 0 if the cache does not hold the node, -1 out of memory. */
static int recall(xqp_prover *p, xq_position *pos, uint64_t key, int n, int q, int and_node,
                  child **out)
{
    const struct xqp_kids *r = kids_slot(p, key);
    if (p->kids_off || r->key != key || r->n != n || r->gen != p->gen)
        return 0;
    p->recalls++;
    int cnt = r->cnt;
    child *cs = malloc((size_t)cnt * sizeof *cs);
    if (!cs)
        return -1;
    for (int i = 0; i < cnt; i++) {
        xq_move m = r->ks[i].move;
        int cq = !and_node && r->ks[i].dn0 ? q - 1 : q;
        uint64_t ck = node_key(child_key(pos, m), cq, !and_node);
        prefetch(p, ck);
        cs[i] = and_node ? (child){m, (uint8_t)q, (uint8_t)n, ck, 1, r->ks[i].dn0}
                         : (child){m, (uint8_t)cq, (uint8_t)(n - 1), ck, r->ks[i].pn0, 1};
    }
    table_numbers(p, pos, cs, cnt, and_node);
    *out = cs;
    return cnt;
}

/* Defender to move: does a defence mate the attacker? The defences that held at siblings
 * are tried first (the list keeps its order: the children's order must not depend on when
 * a node is expanded, or the children cache would change the search); only checking
 * defences are made. Sets evasions[i] for the moves it looked at: 0 for no check, else
 * (with `count`) the attacker's replies, at most UNCOUNTED - 1, or UNCOUNTED when a seen
 * node's child has an entry (a mate ends the look early; the node then needs no children). */
static int defence_mates(xqp_prover *p, xq_position *pos, const xq_move *ms, int cnt, int n,
                         int q, int count, int seen, uint8_t *evasions)
{
    int first[2] = {-1, -1}; /* the killer defences' places: tried first, the list untouched */
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < cnt; i++)
            if (ms[i] == p->killer[n][2 + s] && i != first[0]) {
                first[s] = i;
                break;
            }
    int mated = 0;
    for (int j = -2; j < cnt && !mated; j++) {
        int i = j < 0 ? first[j + 2] : j;
        if (i < 0 || (j >= 0 && (i == first[0] || i == first[1])))
            continue;
        evasions[i] = 0;
        if (!xq_move_checks(pos, ms[i])) /* only a checking defence is made */
            continue;
        xq_undo u;
        xq_make(pos, ms[i], &u);
        /* Expanded before (seen): no defence mates, and a child with an entry gets its
         * numbers from there, so its replies need no count (UNCOUNTED). */
        int uncounted = seen && known(p, node_key(pos->key, q, 0), n);
        int replies = uncounted ? 1 : count ? xq_count_legal(pos) : xq_has_legal(pos);
        mated = !replies;
        evasions[i] = uncounted ? UNCOUNTED
                                : (uint8_t)(replies < UNCOUNTED ? replies : UNCOUNTED - 1);
        xq_unmake(pos, ms[i], &u);
    }
    return mated;
}

/* A defence's kind, the order of a defender node's children: 0 a check, 1 a capture,
 * 2 a general move, 3 any other. */
static inline int defence_rank(const xq_position *pos, xq_move m, int check, int king)
{
    return check ? 0 : pos->board[XQ_TO(m)] ? 1 : XQ_FROM(m) == king ? 2 : 3;
}

/* Defender to move with one attacker move left: settled on the spot, with no children
 * (1: a defence escapes, it is *refutation; 0: every defence is mated). The defences go in
 * the order children would: `first` (the counter defence), then checks, captures, general
 * moves, the rest. Most such nodes fall to their first defence; as children, every defence
 * cost a table entry ("no mate in 4" after #86's first moves: a third of the CPU now). */
static int settle_last(xq_position *pos, const xq_move *ms, const uint8_t *checks, int cnt,
                       int q, xq_move first, xq_move *refutation)
{
    int king = pos->king[pos->side];
    xq_undo u;
    for (int pass = -1; pass < 4; pass++)
        for (int i = 0; i < cnt; i++) {
            int rank = ms[i] == first ? -1 : defence_rank(pos, ms[i], checks[i], king);
            if (rank != pass)
                continue;
            xq_make(pos, ms[i], &u);
            int mated = xqp_mate_in_one(pos, q) != 0;
            xq_unmake(pos, ms[i], &u);
            if (!mated) {
                *refutation = ms[i];
                return 1;
            }
        }
    return 0;
}

/* Children of a node into *out (heap, one per legal move at most: a node can
 * have XQ_MAX_MOVES of them, too many for the stack at every ply); returns
 * their count, or sets *solved (0 proven / 1 disproven; *mate: a mate in one, or the
 * defence that holds a settled defender node).
 * *out is NULL when solved; -1 means out of memory. */
static int expand(xqp_prover *p, xq_position *pos, uint64_t node, int n, int q, int and_node,
                  int seen, child **out, int *solved, xq_move *mate)
{
    xq_move ms[XQ_MAX_MOVES];
    int cnt = xq_gen_legal(pos, ms), k = 0;
    xq_undo u;
    *solved = -1;
    *out = NULL;
    if (!cnt) {
        *solved = and_node ? 0 : 1; /* defender has no move: mate; attacker: none */
        return 0;
    }
    if (and_node) {
        /* A defence that mates the attacker refutes at once: in composed problems the
         * defender's own threats are the rule (a third fewer nodes on hard quiet ones). */
        uint8_t checks[XQ_MAX_MOVES]; /* the evasions after each defence, 0: no check */
        if (defence_mates(p, pos, ms, cnt, n, q, n > 1, seen, checks)) {
            *solved = 1;
            return 0;
        }
        if (n == 1) {
            xq_move first = p->came_by ? p->counter[1][XQ_TO(p->came_by)] : 0;
            *solved = settle_last(pos, ms, checks, cnt, q, first, mate);
            return 0;
        }
        child *cs = malloc((size_t)(unsigned)cnt * sizeof *cs);
        if (!cs)
            return -1;
        *out = cs;
        /* Checks first, then captures, then general moves, then the rest: among equal
         * numbers the first child is searched first. The initial disproof numbers guess how
         * many attacker moves a disproof below the defence must refute (df-pn+): after a
         * check its evasions, counted; else a fixed guess by kind (on the 60 slowest
         * settled problems: 43% fewer nodes than the ranks 1, 2, 2, 3 kept before, and
         * about that much less CPU; the guesses sit on a plateau from 12 to 40). */
        static const uint32_t DN_OF_RANK[4] = {0, 16, 24, 32};
        int king = pos->king[pos->side], at[4] = {0, 0, 0, 0};
        uint8_t rank[XQ_MAX_MOVES];
        for (int i = 0; i < cnt; i++) /* a counting sort, stable within each kind */
            at[rank[i] = (uint8_t)defence_rank(pos, ms[i], checks[i], king)]++;
        for (int r = 3, end = cnt; r >= 0; r--)
            at[r] = end -= at[r];
        for (int i = 0; i < cnt; i++) {
            uint64_t ck = node_key(child_key(pos, ms[i]), q, 0);
            prefetch(p, ck);
            uint32_t dn0 = rank[i] ? DN_OF_RANK[rank[i]] : checks[i] == UNCOUNTED ? 0 : checks[i];
            cs[at[rank[i]]++] = (child){ms[i], (uint8_t)q, (uint8_t)n, ck, 1, dn0};
        }
        remember(p, node, n, q, 1, cs, cnt);
        table_numbers(p, pos, cs, cnt, 1);
        return cnt;
    }
    if (n == 1) { /* the last move: it mates (or stalemates), or nothing does */
        *mate = xqp_mate_in_one(pos, q);
        *solved = !*mate;
        return 0;
    }
    child *cs = malloc((size_t)(unsigned)cnt * sizeof *cs);
    if (!cs)
        return -1;
    *out = cs;
    for (int i = 0; i < cnt; i++) {
        xq_move m = ms[i];
        /* A quiet move is not made (the rules core tells a check without making it); with
         * moves to spare it needs no stalemate test either (a stalemate is found when its
         * child is expanded: testing every quiet move here cost more than it saved). Its
         * initial proof number is a fixed guess above a typical check's (counting its many
         * replies would cost more than it tells); a check's is the defender's reply count. */
        if (!xq_move_checks(pos, m)) {
            if (q > 0) {
                int cq = q == XQP_QUIET_ANY ? q : q - 1;
                uint64_t ck = node_key(child_key(pos, m), cq, 1);
                prefetch(p, ck);
                cs[k++] = (child){m, (uint8_t)cq, (uint8_t)(n - 1), ck, QUIET_PN, 1};
            }
            continue;
        }
        xq_make(pos, m, &u);
        uint64_t ck = node_key(pos->key, q, 1);
        int uncounted = seen && known(p, ck, n - 1);
        int replies = uncounted ? 1 : xq_count_legal(pos);
        if (!replies) {
            xq_unmake(pos, m, &u);
            *mate = m;
            *solved = 0;
            free(cs);
            *out = NULL;
            return 0;
        }
        prefetch(p, ck);
        uint32_t pn0 = uncounted ? 0 : replies < UNCOUNTED ? (uint32_t)replies : UNCOUNTED - 1;
        cs[k++] = (child){m, (uint8_t)q, (uint8_t)(n - 1), ck, pn0, 1};
        xq_unmake(pos, m, &u);
    }
    remember(p, node, n, q, 0, cs, k);
    table_numbers(p, pos, cs, k, 0);
    if (!k) {
        *solved = 1;
        free(cs);
        *out = NULL;
    }
    return k;
}

/* Killer moves first (a stable move to the front): among equal numbers df-pn takes the
 * first child, so a defence that held (or a move that won) at a sibling is tried first.
 * At a defender node the counter defence goes in front of them: the one that last refuted
 * an attacker move to the same point with as many moves left (9% fewer nodes on the
 * hardest solves). */
static void killers_first(const xqp_prover *p, child *cs, int cnt, int n, int slot,
                          xq_move counter)
{
    int front = 0;
    const xq_move order[3] = {p->killer[n][slot + 1], p->killer[n][slot], counter};
    for (int j = 0; j < 3; j++) {
        xq_move k = order[j]; /* the last one found ends up in front */
        if (!k)
            continue;
        for (int i = front; i < cnt; i++)
            if (cs[i].move == k) {
                child c = cs[i];
                memmove(&cs[1], &cs[0], (size_t)i * sizeof *cs);
                cs[0] = c;
                front = 1;
                break;
            }
    }
}

/* proof (root only, else NULL): the attacker move that proves the node. */
static void mid(xqp_prover *p, xq_position *pos, int n, int q, int and_node, uint32_t th_pn,
                uint32_t th_dn, uint32_t *out_pn, uint32_t *out_dn, xq_move *proof)
{
    uint64_t key = node_key(pos->key, q, and_node);
    xq_move came_by = and_node ? p->came_by : 0; /* the attacker move that led here */
    /* The caller chose this node on numbers that may be stale: when the table already
     * puts it over the thresholds (or solved), answer from there without expanding. The
     * root (proof wanted) always expands, to name its proving move. */
    uint32_t epn, edn;
    int e = lookup(p, key, n, &epn, &edn);
    if (!proof && e && (epn >= th_pn || edn >= th_dn || !epn || !edn)) {
        *out_pn = epn;
        *out_dn = edn;
        return;
    }
    /* Expanded before and not solved then: a re-expansion, which skips work whose answer
     * is known (no move mates at once) or in the table (children's numbers). */
    int seen = e && epn && edn;
    child *cs = NULL;
    xq_move mate = 0;
    int solved = -1, cnt = seen ? recall(p, pos, key, n, q, and_node, &cs) : 0;
    if (!cnt)
        cnt = expand(p, pos, key, n, q, and_node, seen, &cs, &solved, &mate);
    uint64_t start = p->nodes++;
    if (cnt < 0) { /* out of memory: give up like a cancel */
        p->aborted = 1;
        *out_pn = *out_dn = 1;
        return;
    }
    if (cnt > 1)
        killers_first(p, cs, cnt, n, and_node ? 2 : 0,
                      came_by ? p->counter[n][XQ_TO(came_by)] : 0);
    if (solved >= 0) {
        if (proof && !solved && !and_node)
            *proof = mate;
        *out_pn = solved ? INF : 0;
        *out_dn = solved ? 0 : INF;
        save(p, key, n, *out_pn, *out_dn, 1);
        /* The prover's table learns it too: a mate in one, a mated defender, no move left. */
        xqp_note(p, pos->key, and_node, q, solved ? 0 : 1, solved ? n : 0,
                 !solved == !and_node ? mate : 0);
        if (and_node && solved && mate) { /* settled with a named refutation */
            xqp_add_killer(p, n, 2, mate);
            if (came_by)
                p->counter[n][XQ_TO(came_by)] = mate;
        }
        return;
    }
    for (;;) {
        /* Every loop turn: the node count moves in jumps here, so "every 1024th node" would
         * be missed for long stretches; the clock is read every 64th turn. */
        if (p->stop || ((++p->polls & 63) == 0 && p->deadline > 0 && xqp_now() > p->deadline))
            p->aborted = 1;
        else if (p->node_limit && p->nodes >= p->node_limit)
            p->aborted = 2;
        /* OR: pn = min, dn = sum; AND: the other way round. "a" is the min side. */
        uint32_t best = INF + 1, second = INF, sum = 0, best_other = 0;
        int bi = -1;
        for (int i = 0; i < cnt; i++) {
            uint32_t cpn = cs[i].pn0, cdn = cs[i].dn0;
            uint32_t a = and_node ? cdn : cpn, b = and_node ? cpn : cdn;
            sum = cap_add(sum, b);
            if (a < best) {
                second = best;
                best = a;
                best_other = b;
                bi = i;
            } else if (a < second) {
                second = a;
            }
        }
        uint32_t pn = and_node ? sum : best, dn = and_node ? best : sum;
        if (pn >= th_pn || dn >= th_dn || p->aborted) {
            *out_pn = pn;
            *out_dn = dn;
            if (proof && !pn && !and_node)
                *proof = cs[bi].move;
            if (!p->aborted) {
                save(p, key, n, pn, dn, p->nodes - start);
                /* Exact results go to the prover's table, so that shorter lengths, the
                 * keys and the tree reuse them: mate within n, or none within n. */
                if (!pn || !dn)
                    xqp_note(p, pos->key, and_node, q, pn ? 0 : n, pn ? n : 0,
                             (!pn) != and_node ? cs[bi].move : 0);
                if (!pn && !and_node)
                    xqp_add_killer(p, n, 0, cs[bi].move);
                else if (!dn && and_node) {
                    xqp_add_killer(p, n, 2, cs[bi].move);
                    if (came_by)
                        p->counter[n][XQ_TO(came_by)] = cs[bi].move;
                }
            }
            free(cs);
            return;
        }
        uint32_t th_a = and_node ? th_dn : th_pn, th_b = and_node ? th_pn : th_dn;
        /* 1+epsilon trick: some slack before switching to the sibling (epsilon 1/2: 18%
         * fewer nodes on hard quiet problems than 1/4; 1 was worse on the hardest). */
        uint32_t slack = second >= INF ? INF : cap_add(second, second / 2 + 1);
        uint32_t child_a = slack < th_a ? slack : th_a;
        uint32_t child_b = th_b >= INF ? INF : th_b - sum + best_other;
        xq_undo u;
        uint32_t cpn, cdn;
        xq_make(pos, cs[bi].move, &u);
        if (and_node)
            mid(p, pos, n, cs[bi].q, 0, child_b, child_a, &cpn, &cdn, NULL);
        else {
            p->came_by = cs[bi].move; /* read by the child before it recurses */
            mid(p, pos, n - 1, cs[bi].q, 1, child_a, child_b, &cpn, &cdn, NULL);
        }
        xq_unmake(pos, cs[bi].move, &u);
        cs[bi].pn0 = cpn; /* the child's numbers now (they survive an eviction too) */
        cs[bi].dn0 = cdn;
        if (p->aborted) {
            *out_pn = pn;
            *out_dn = dn;
            free(cs);
            return;
        }
    }
}

int xqp_dfpn(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best)
{
    xqp_dfpn_init();
    p->kids_off = getenv("XQP_NO_CHILDREN_CACHE") != NULL;
    p->came_by = 0;
    uint32_t pn, dn;
    mid(p, pos, n, quiet, 0, INF, INF, &pn, &dn, best);
    if (p->aborted)
        return XQP_ABORT;
    return pn ? XQP_FAIL : XQP_WIN;
}

int xqp_dfpn_defend(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *refutation)
{
    xqp_dfpn_init();
    p->kids_off = getenv("XQP_NO_CHILDREN_CACHE") != NULL;
    uint32_t pn, dn;
    *refutation = 0;
    p->came_by = 0; /* a root defender node has no attacker move before it */
    mid(p, pos, n, quiet, 1, INF, INF, &pn, &dn, NULL);
    if (p->aborted)
        return XQP_ABORT;
    if (pn) { /* the refutation is whatever the table now holds for this defender node */
        xq_move ms[XQ_MAX_MOVES];
        int cnt = xq_gen_legal(pos, ms);
        for (int i = 0; i < cnt; i++) {
            uint32_t cpn, cdn;
            if (lookup(p, node_key(child_key(pos, ms[i]), quiet, 0), n, &cpn, &cdn) && !cdn) {
                *refutation = ms[i];
                break;
            }
        }
    }
    return pn ? XQP_FAIL : XQP_WIN;
}
