/* Paiju mate prover: see prover.h. */
#define _POSIX_C_SOURCE 199309L
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, madvise */
#include "prover.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

/* From this many attacker moves on, questions with quiet moves go to df-pn first. */
#define DFPN_FROM 3

static uint64_t z_quiet[XQP_QUIET_ANY + 1];
static uint64_t z_defender;
static int keys_ready = 0;

double xqp_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Zeroed memory for a table. On Linux: an anonymous mapping aligned to 2 MB and marked
 * for transparent huge pages, since every probe of a big table is a TLB miss with 4 KB
 * pages (the kernel may still use small ones; the answers do not depend on it). */
static void *table_alloc(size_t bytes, void **mem, size_t *len)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const size_t huge = (size_t)2 << 20;
    size_t want = bytes + huge;
    void *m = mmap(NULL, want, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED)
        return NULL;
    *mem = m;
    *len = want;
    uintptr_t at = ((uintptr_t)m + huge - 1) & ~(uintptr_t)(huge - 1);
    madvise((void *)at, bytes, MADV_HUGEPAGE);
    return (void *)at;
#else
    *mem = calloc(1, bytes);
    *len = 0;
    return *mem;
#endif
}

static void table_free(void *mem, size_t len)
{
    if (!mem)
        return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    munmap(mem, len);
#else
    (void)len;
    free(mem);
#endif
}

static void keys_init(void)
{
    if (!keys_ready) {
        uint64_t s = 0x50524F5645ULL; /* "PROVE" */
        for (int i = 0; i <= XQP_QUIET_ANY; i++)
            z_quiet[i] = xq_splitmix(&s);
        z_defender = xq_splitmix(&s);
        keys_ready = 1;
        xqp_dfpn_init();
    }
}

/* The largest power-of-two count of `size`-byte slots within `bytes` (at least 1). */
static size_t slots_within(size_t bytes, size_t size)
{
    size_t n = 1;
    while (n * 2 * size <= bytes)
        n *= 2;
    return n;
}

int xqp_init(xqp_prover *p, size_t megabytes)
{
    keys_init();
    memset(p, 0, sizeof *p);
    /* Half for the prover's bounds, half for df-pn. */
    size_t budget = megabytes * 1024 * 1024, entries = 1024, pn_entries = 1024;
    while (entries * 2 * sizeof(xqp_entry) <= budget / 2)
        entries *= 2;
    while (pn_entries * 2 * sizeof(xqp_pnentry) <= budget / 2)
        pn_entries *= 2;
    /* df-pn's children cache in what the two tables' powers of two leave (an eighth). */
    size_t used = entries * sizeof(xqp_entry) + pn_entries * sizeof(xqp_pnentry);
    size_t rest = budget > used ? budget - used : 0; /* the tables' minimum may exceed it */
    size_t kids = slots_within(rest, xqp_kids_size());
    p->table = table_alloc(entries * sizeof(xqp_entry), &p->mem[0], &p->mem_len[0]);
    p->pn_table = table_alloc(pn_entries * sizeof(xqp_pnentry), &p->mem[1], &p->mem_len[1]);
    p->kids = table_alloc(kids * xqp_kids_size(), &p->kids_mem, &p->kids_len);
    p->kids_mask = kids - 1;
    if (!p->table || !p->pn_table || !p->kids) {
        xqp_free(p);
        return 0;
    }
    p->mask = entries - 1;
    p->pn_mask = pn_entries - 1;
    p->gen = 1;
    return 1;
}

int xqp_init_shared(xqp_prover *p, const xqp_prover *owner, size_t megabytes)
{
    keys_init();
    memset(p, 0, sizeof *p);
    size_t kids = slots_within(megabytes * 1024 * 1024, xqp_kids_size());
    p->kids = table_alloc(kids * xqp_kids_size(), &p->kids_mem, &p->kids_len);
    if (!p->kids)
        return 0;
    p->kids_mask = kids - 1;
    p->table = owner->table; /* mem[] stays empty: the owner unmaps them */
    p->pn_table = owner->pn_table;
    p->mask = owner->mask;
    p->pn_mask = owner->pn_mask;
    p->owner = owner;
    p->gen = owner->gen;
    return 1;
}

void xqp_free(xqp_prover *p)
{
    table_free(p->mem[0], p->mem_len[0]);
    table_free(p->mem[1], p->mem_len[1]);
    table_free(p->kids_mem, p->kids_len);
    p->mem[0] = p->mem[1] = p->kids_mem = NULL;
    p->table = NULL;
    p->pn_table = NULL;
    p->kids = NULL;
}

/* A prover in another's tables takes the owner's generation (its children cache, which
 * has that generation's marks, is wiped when the owner's wrapped round). */
static void follow(xqp_prover *p)
{
    uint8_t gen = p->owner->gen;
    if (gen < p->gen)
        memset(p->kids, 0, (p->kids_mask + 1) * xqp_kids_size());
    p->gen = gen;
}

void xqp_clear(xqp_prover *p)
{
    memset(p->killer, 0, sizeof p->killer);
    memset(p->counter, 0, sizeof p->counter);
    if (p->owner) {
        follow(p);
        return;
    }
    /* Wiping 128 MB took 13 ms per problem in collection runs; a new generation is free. */
    if (p->gen == 255) {
        memset(p->table, 0, (p->mask + 1) * sizeof(xqp_entry));
        memset(p->pn_table, 0, (p->pn_mask + 1) * sizeof(xqp_pnentry));
        memset(p->kids, 0, (p->kids_mask + 1) * xqp_kids_size());
        p->gen = 1;
    } else {
        p->gen++;
    }
}

/* A copy of an entry, word by word, and the key it holds (torn: some other key). */
static inline uint64_t read_entry(const xqp_entry *e, xqp_entry *copy)
{
    copy->data = xqp_word(&e->data);
    copy->lock = xqp_word(&e->lock);
    return copy->lock ^ copy->data;
}

/* Entries live in buckets of four (one cache line). A copy of key's entry, or NULL. */
static xqp_entry *probe(const xqp_prover *p, uint64_t key, xqp_entry *copy)
{
    const xqp_entry *b = &p->table[key & p->mask & ~(size_t)3];
    for (int i = 0; i < 4; i++)
        if (read_entry(&b[i], copy) == key && copy->gen == p->gen)
            return copy;
    return NULL;
}

static inline void prefetch(const xqp_prover *p, uint64_t key)
{
    __builtin_prefetch(&p->table[key & p->mask & ~(size_t)3]);
}

/* The Zobrist key after move m, without making it. */
static inline uint64_t key_after(const xq_position *pos, xq_move m)
{
    int from = XQ_FROM(m), to = XQ_TO(m);
    uint8_t pc = pos->board[from], cap = pos->board[to];
    uint64_t k = pos->key ^ xq_zobrist[pc][from] ^ xq_zobrist[pc][to] ^ xq_zobrist_side;
    return cap ? k ^ xq_zobrist[cap][to] : k;
}

static void store(xqp_prover *p, uint64_t key, int win_n, int fail_n, xq_move best)
{
    xqp_entry *b = &p->table[key & p->mask & ~(size_t)3], *slot = NULL, e, c;
    int weakest = 1 << 20, found = 0;
    for (int i = 0; i < 4; i++) {
        uint64_t k = read_entry(&b[i], &c);
        int live = c.gen == p->gen;
        if (k == key && live) {
            slot = &b[i];
            e = c;
            found = 1;
            break;
        }
        int w = c.win_n > c.fail_n ? c.win_n : c.fail_n;
        if (!k || !live)
            w = -1;
        if (w < weakest) {
            weakest = w;
            slot = &b[i];
        }
    }
    if (!found) {
        memset(&e, 0, sizeof e);
        e.gen = p->gen;
    }
    if (win_n && (!e.win_n || win_n < e.win_n)) {
        e.win_n = (uint8_t)win_n;
        e.best = best;
    }
    if (fail_n > e.fail_n) {
        e.fail_n = (uint8_t)fail_n;
        if (!e.win_n)
            e.best = best;
    }
    xqp_set_word(&slot->data, e.data);
    xqp_set_word(&slot->lock, key ^ e.data);
}

static inline int killer_rank(const xqp_prover *p, int n, int slot, xq_move m)
{
    const xq_move *k = p->killer[n];
    return m == k[slot] ? 2 : m == k[slot + 1] ? 1 : 0;
}

void xqp_note(xqp_prover *p, uint64_t pos_key, int defender, int quiet, int win_n, int fail_n,
              xq_move move)
{
    if (quiet < 0 || quiet > XQP_QUIET_ANY || win_n > XQP_MAX_N || fail_n > XQP_MAX_N)
        return;
    store(p, pos_key ^ z_quiet[quiet] ^ (defender ? z_defender : 0), win_n, fail_n, move);
}

static int should_stop(xqp_prover *p)
{
    if (p->stop || (p->deadline > 0 && xqp_now() > p->deadline))
        p->aborted = 1;
    return p->aborted;
}

static inline int count_node(xqp_prover *p)
{
    uint64_t n = ++p->nodes;
    return (p->stop || (n & 1023) == 0) && should_stop(p);
}

/* An attacker move's place in the search order: table move, then checks, killers,
 * captures (bit 4 of the score marks a check). */
static inline uint8_t attack_score(const xqp_prover *p, int n, xq_move m, xq_move tt_move,
                                   int check, int capture)
{
    return (uint8_t)((m == tt_move) * 32 + check * 16 + killer_rank(p, n, 0, m) * 4 +
                     capture * 2);
}

xq_move xqp_mate_in_one(xq_position *pos, int quiet)
{
    xq_move ms[XQ_MAX_MOVES];
    uint64_t span[2];
    int cnt = xq_gen_legal(pos, ms), spare = quiet && xq_spare_move(pos, span);
    xq_undo u;
    for (int i = 0; i < cnt; i++) {
        /* A move that gives no check wins only by stalemate, which a spare move rules out
         * unless the move ends on one of its points: then only a check is made. */
        int only_check = !quiet || (spare && !xq_mask_has(span, XQ_TO(ms[i])));
        if (only_check && !xq_move_checks(pos, ms[i]))
            continue;
        xq_make(pos, ms[i], &u);
        int won = !xq_has_legal(pos);
        xq_unmake(pos, ms[i], &u);
        if (won)
            return ms[i];
    }
    return 0;
}

static void sort_by_score(xq_move *ms, uint8_t *score, int n)
{
    for (int i = 1; i < n; i++) {
        xq_move m = ms[i];
        uint8_t s = score[i];
        int j = i - 1;
        while (j >= 0 && score[j] < s) {
            ms[j + 1] = ms[j];
            score[j + 1] = score[j];
            j--;
        }
        ms[j + 1] = m;
        score[j + 1] = s;
    }
}

static int defend(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *refutation);

static int attack(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best)
{
    if (count_node(p))
        return XQP_ABORT;
    uint64_t key = pos->key ^ z_quiet[quiet];
    xq_move tt_move = 0;
    xqp_entry ec, oc, *e = probe(p, key, &ec);
    if (e) {
        if (e->win_n && e->win_n <= n) {
            *best = e->best;
            return XQP_WIN;
        }
        if (e->fail_n >= n)
            return XQP_FAIL;
        tt_move = e->best;
    }
    /* A larger quiet budget never hurts the attacker: a checks-only mate is a mate with
     * quiet moves, and no mate with any number of quiet moves is no checks-only mate. */
    xqp_entry *other = quiet > 0 ? probe(p, pos->key ^ z_quiet[0], &oc)
                       : probe(p, pos->key ^ z_quiet[XQP_QUIET_ANY], &oc);
    if (other) {
        if (quiet > 0 && other->win_n && other->win_n <= n) {
            *best = other->best;
            return XQP_WIN;
        }
        if (quiet == 0 && other->fail_n >= n)
            return XQP_FAIL;
    }
    if (n <= 1) { /* the last move: it mates (or stalemates), or nothing does */
        xq_move m = xqp_mate_in_one(pos, quiet);
        if (!m) {
            store(p, key, 0, 1, tt_move);
            return XQP_FAIL;
        }
        store(p, key, 1, 0, m);
        *best = m;
        return XQP_WIN;
    }
    xq_move ms[XQ_MAX_MOVES];
    uint8_t score[XQ_MAX_MOVES]; /* bit 4 of a score marks a check */
    int cnt = xq_gen_legal(pos, ms), kept = 0;
    xq_undo u;
    /* Pass 1: classify, and look for a mate (or stalemate) in one. */
    for (int i = 0; i < cnt; i++) {
        xq_move m = ms[i];
        int capture = pos->board[XQ_TO(m)] != 0;
        if (!xq_may_give_check(pos, m)) {
            /* Quiet without making it. Checks only: not a candidate at all. With moves to
             * spare a stalemate needs no test here: the defender's node finds it. */
            if (quiet) {
                ms[kept] = m;
                score[kept++] = attack_score(p, n, m, tt_move, 0, capture);
            }
            continue;
        }
        if (!quiet && !xq_move_checks(pos, m)) /* checks only: a quiet move is not made */
            continue;
        xq_make(pos, m, &u);
        int check = xq_in_check(pos);
        if (check || quiet > 0) {
            if (!xq_has_legal(pos)) {
                xq_unmake(pos, m, &u);
                store(p, key, 1, 0, m);
                *best = m;
                return XQP_WIN;
            }
            /* the child's entries are read soon: fetch them meanwhile */
            int cq = check || quiet == XQP_QUIET_ANY ? quiet : quiet - 1;
            prefetch(p, pos->key ^ z_quiet[cq] ^ z_defender);
            prefetch(p, pos->key ^ z_quiet[cq > 0 ? 0 : XQP_QUIET_ANY] ^ z_defender);
            ms[kept] = m;
            score[kept++] = attack_score(p, n, m, tt_move, check, capture);
        }
        xq_unmake(pos, m, &u);
    }
    sort_by_score(ms, score, kept);
    for (int i = 0; i < kept; i++) {
        xq_move m = ms[i], ref;
        int check = (score[i] >> 4) & 1;
        xq_make(pos, m, &u);
        int r = defend(p, pos, n - 1, check || quiet == XQP_QUIET_ANY ? quiet : quiet - 1, &ref);
        xq_unmake(pos, m, &u);
        if (r == XQP_ABORT)
            return XQP_ABORT;
        if (r == XQP_WIN) {
            store(p, key, n, 0, m);
            xqp_add_killer(p, n, 0, m);
            *best = m;
            return XQP_WIN;
        }
    }
    store(p, key, 0, n, tt_move);
    return XQP_FAIL;
}

static int defend(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *refutation)
{
    if (count_node(p))
        return XQP_ABORT;
    uint64_t key = pos->key ^ z_quiet[quiet] ^ z_defender;
    xq_move tt_move = 0;
    xqp_entry ec, oc, *e = probe(p, key, &ec);
    if (e) {
        if (e->win_n && e->win_n <= n)
            return XQP_WIN;
        if (e->fail_n >= n) {
            *refutation = e->best;
            return XQP_FAIL;
        }
        tt_move = e->best;
    }
    xqp_entry *other = quiet > 0 ? probe(p, pos->key ^ z_quiet[0] ^ z_defender, &oc)
                       : probe(p, pos->key ^ z_quiet[XQP_QUIET_ANY] ^ z_defender, &oc);
    if (other) {
        if (quiet > 0 && other->win_n && other->win_n <= n)
            return XQP_WIN;
        if (quiet == 0 && other->fail_n >= n) {
            *refutation = other->best;
            return XQP_FAIL;
        }
    }
    xq_move ms[XQ_MAX_MOVES];
    uint8_t score[XQ_MAX_MOVES];
    int cnt = xq_gen_legal(pos, ms);
    if (!cnt)
        return XQP_WIN;
    int king = pos->king[pos->side];
    for (int i = 0; i < cnt; i++) {
        xq_move m = ms[i];
        uint64_t ck = key_after(pos, m);
        prefetch(p, ck ^ z_quiet[quiet]);
        prefetch(p, ck ^ z_quiet[quiet > 0 ? 0 : XQP_QUIET_ANY]);
        score[i] = (uint8_t)((m == tt_move) * 32 + killer_rank(p, n, 2, m) * 8 +
                             (pos->board[XQ_TO(m)] != 0) * 4 + (XQ_FROM(m) == king) * 2);
    }
    sort_by_score(ms, score, cnt);
    xq_undo u;
    for (int i = 0; i < cnt; i++) {
        xq_move best;
        xq_make(pos, ms[i], &u);
        int r = attack(p, pos, n, quiet, &best);
        xq_unmake(pos, ms[i], &u);
        if (r == XQP_ABORT)
            return XQP_ABORT;
        if (r == XQP_FAIL) {
            store(p, key, 0, n, ms[i]);
            xqp_add_killer(p, n, 2, ms[i]);
            *refutation = ms[i];
            return XQP_FAIL;
        }
    }
    store(p, key, n, 0, 0);
    return XQP_WIN;
}

/* Common entry: reset the abort flag, clamp n and the quiet budget, search. */
static int run_root(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *move,
                    int (*search)(xqp_prover *, xq_position *, int, int, xq_move *))
{
    p->aborted = 0;
    *move = 0;
    if (p->owner)
        follow(p);
    if (n < 1)
        return XQP_FAIL;
    if (n > XQP_MAX_N)
        n = XQP_MAX_N;
    if (quiet < 0 || quiet > XQP_QUIET_ANY)
        quiet = XQP_QUIET_ANY;
    int r = search(p, pos, n, quiet, move);
    return p->aborted ? (p->aborted == 2 ? XQP_BUDGET : XQP_ABORT) : r;
}

int xqp_attack(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best)
{
    /* As in xqp_defend: df-pn first with quiet moves; it proves with a key or disproves. */
    if (quiet > 0 && n >= DFPN_FROM && !getenv("XQP_PROVER_ONLY")) {
        int r = run_root(p, pos, n, quiet, best, xqp_dfpn);
        if (r != XQP_WIN || *best)
            return r;
    }
    return run_root(p, pos, n, quiet, best, attack);
}

int xqp_find(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best)
{
    return run_root(p, pos, n, quiet, best, xqp_dfpn);
}

int xqp_defend(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *refutation)
{
    if (!xq_has_legal(pos)) {
        *refutation = 0;
        return XQP_WIN;
    }
    /* With quiet moves and more than two moves to go, df-pn first (its results land in the
     * prover's table); the prover settles what it could not. */
    if (quiet > 0 && n >= DFPN_FROM && !getenv("XQP_PROVER_ONLY")) {
        int r = run_root(p, pos, n, quiet, refutation, xqp_dfpn_defend);
        if (r != XQP_FAIL || *refutation)
            return r;
    }
    return run_root(p, pos, n, quiet, refutation, defend);
}
