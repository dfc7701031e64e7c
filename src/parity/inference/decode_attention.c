/* Attention on CPUs with AVX512-BF16, bfloat16 in and out, float32 inside: decode (one new
 * query token per row against that row's cached keys and values; below) and a causal
 * prefill of one sequence (at the end of this file). Built and loaded by cpu_attention.py (a
 * C compiler, ctypes; no torch headers).
 *
 * Why a kernel: torch's CPU flash attention handles grouped-query attention by reading a key
 * and value head once per query head (3 times for smollm2-135m's 9 query heads over 3 KV
 * heads), and a decode step's attention is nothing but reading the cache. Here each KV head
 * is read once for all the query heads of its group, and only a row's real columns are read
 * (`start` skips the padding of the engine's right-aligned slab).
 *
 * The algorithm is the one-pass "online softmax" of Milakov & Gimelshein, "Online normalizer
 * calculation for softmax" (2018), as in FlashAttention (Dao et al. 2022): scores of a block
 * of columns, the running maximum and sum rescaled, values accumulated with the block's
 * weights. Dot products use the AVX512-BF16 pair instruction (vdpbf16ps: products of bf16
 * pairs summed in float32); exp is cpu_simd.h's.
 *
 * Layout (strides in elements; the last dimension contiguous):
 *   q    [B, H, D]            query heads h = kv * G + g (Hugging Face's grouping)
 *   k, v [B, Hk, columns, D]  a row's real tokens are columns [start[b], C)
 *   out  [B, H, D]
 */
#include <immintrin.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cpu_simd.h"

#define BLOCK 32
#define MAX_G 16
#define MAX_D 256
#define PREFETCH_ROWS 16

/* Sixteen dot products' float32 partials (d[j]: key j's 16 lanes) summed into one vector of
 * sixteen scores, key j in lane j: a transposing tree of 15 adds instead of sixteen horizontal
 * reductions. Level by level (128-bit lanes "quarters"): 16 -> 8 vectors each holding two
 * keys' half sums, -> 4 each holding four keys' quarter sums, -> 2 and -> 1 inside the
 * quarters, which leaves key 4i + L in element 4L + i; the last permute puts key j in lane j. */
static inline __m512 sum16(__m512 d[16]) {
    __m512 y[8], z[4], w[2];
    for (int p = 0; p < 8; p++)
        y[p] = _mm512_add_ps(_mm512_shuffle_f32x4(d[2 * p], d[2 * p + 1], 0x44),
                             _mm512_shuffle_f32x4(d[2 * p], d[2 * p + 1], 0xEE));
    for (int q = 0; q < 4; q++)
        z[q] = _mm512_add_ps(_mm512_shuffle_f32x4(y[2 * q], y[2 * q + 1], 0x88),
                             _mm512_shuffle_f32x4(y[2 * q], y[2 * q + 1], 0xDD));
    for (int r = 0; r < 2; r++)
        w[r] = _mm512_add_ps(_mm512_shuffle_ps(z[2 * r], z[2 * r + 1], _MM_SHUFFLE(1, 0, 1, 0)),
                             _mm512_shuffle_ps(z[2 * r], z[2 * r + 1], _MM_SHUFFLE(3, 2, 3, 2)));
    const __m512 t = _mm512_add_ps(_mm512_shuffle_ps(w[0], w[1], _MM_SHUFFLE(2, 0, 2, 0)),
                                   _mm512_shuffle_ps(w[0], w[1], _MM_SHUFFLE(3, 1, 3, 1)));
    const __m512i order = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    return _mm512_permutexvar_ps(order, t);
}

/* One row b and KV head: G queries (q, q_sh apart) over columns [start, C). D % 32 == 0. */
static void one_head(const uint16_t* q, long q_sh, const uint16_t* k, long k_sc,
                     const uint16_t* v, long v_sc, uint16_t* out, long o_sh,
                     int G, int D, int start, int C, float scale) {
    const int nq = D / 32, nv = D / 16;
    __m512bh qv[MAX_G][MAX_D / 32];
    __m512 acc[MAX_G][MAX_D / 16];
    float m[MAX_G], l[MAX_G];
    float s[MAX_G][BLOCK] __attribute__((aligned(64)));
    for (int g = 0; g < G; g++) {
        for (int c = 0; c < nq; c++)
            qv[g][c] = (__m512bh)_mm512_loadu_si512((const void*)(q + g * q_sh + c * 32));
        for (int c = 0; c < nv; c++) acc[g][c] = _mm512_setzero_ps();
        m[g] = -INFINITY;
        l[g] = 0.0f;
    }
    for (int c0 = start; c0 < C; c0 += BLOCK) {
        const int n = C - c0 < BLOCK ? C - c0 : BLOCK;
        for (int j0 = 0; j0 < n; j0 += 16) {  /* sixteen keys at a time */
            const int nj = n - j0 < 16 ? n - j0 : 16;
            for (int j = 0; j < nj; j++) {  /* a later block's key rows, this block's value rows */
                const long col = c0 + j0 + j;
                for (int c = 0; c < D; c += 32) {
                    _mm_prefetch((const char*)(k + (col + PREFETCH_ROWS) * k_sc + c), _MM_HINT_T0);
                    _mm_prefetch((const char*)(v + col * v_sc + c), _MM_HINT_T0);
                }
            }
            const __m512 sv = _mm512_set1_ps(scale);
            for (int g = 0; g < G; g++) {  /* the keys stay in L1 from one query head to the next */
                __m512 d[16];
                for (int j = 0; j < 16; j++) {
                    __m512 a = _mm512_setzero_ps();
                    if (j < nj) {
                        const uint16_t* kr = k + (long)(c0 + j0 + j) * k_sc;
                        for (int c = 0; c < nq; c++)
                            a = _mm512_dpbf16_ps(a, qv[g][c], (__m512bh)_mm512_loadu_si512((const void*)(kr + c * 32)));
                    }
                    d[j] = a;
                }
                _mm512_store_ps(&s[g][j0], _mm512_mul_ps(sum16(d), sv));
            }
        }
        for (int g = 0; g < G; g++) {
            float bm = m[g];
            for (int j = 0; j < n; j += 16) {
                const __mmask16 live = lanes_left(n - j);
                const float x = _mm512_mask_reduce_max_ps(live, _mm512_load_ps(&s[g][j]));
                bm = x > bm ? x : bm;
            }
            const float corr = m[g] == -INFINITY ? 0.0f : expf(m[g] - bm);
            const __m512 bmv = _mm512_set1_ps(bm);
            __m512 sum = _mm512_setzero_ps();
            for (int j = 0; j < n; j += 16) {
                const __mmask16 live = lanes_left(n - j);
                __m512 x = _mm512_maskz_loadu_ps(live, &s[g][j]);
                __m512 p = _mm512_maskz_mov_ps(live, exp_ps(_mm512_sub_ps(x, bmv)));
                _mm512_mask_storeu_ps(&s[g][j], live, p);
                sum = _mm512_add_ps(sum, p);
            }
            l[g] = l[g] * corr + _mm512_reduce_add_ps(sum);
            m[g] = bm;
            if (corr != 1.0f) {
                const __m512 cv = _mm512_set1_ps(corr);
                for (int c = 0; c < nv; c++) acc[g][c] = _mm512_mul_ps(acc[g][c], cv);
            }
        }
        for (int j = 0; j < n; j++) {
            const uint16_t* vr = v + (long)(c0 + j) * v_sc;
            __m512 vc[MAX_D / 16];
            for (int c = 0; c < nv; c++) vc[c] = load_bf16x16(vr + c * 16);
            for (int g = 0; g < G; g++) {
                const __m512 p = _mm512_set1_ps(s[g][j]);
                for (int c = 0; c < nv; c++) acc[g][c] = _mm512_fmadd_ps(p, vc[c], acc[g][c]);
            }
        }
    }
    for (int g = 0; g < G; g++) {
        const __m512 inv = _mm512_set1_ps(l[g] > 0.0f ? 1.0f / l[g] : 0.0f);
        for (int c = 0; c < nv; c++) {
            __m256bh o = _mm512_cvtneps_pbh(_mm512_mul_ps(acc[g][c], inv));
            _mm256_storeu_si256((__m256i*)(out + g * o_sh + c * 16), (__m256i)o);
        }
    }
}

/* Rows [row0, row1): callers split rows across threads. Returns 0, or -1 for shapes this
 * kernel does not take (the caller checks them first). */
int parity_decode_attention_bf16(const uint16_t* q, long q_sb, long q_sh,
                                 const uint16_t* k, long k_sb, long k_sh, long k_sc,
                                 const uint16_t* v, long v_sb, long v_sh, long v_sc,
                                 uint16_t* out, long o_sb, long o_sh, const int64_t* start,
                                 int H, int Hk, int D, int C, float scale, int row0, int row1) {
    if (Hk <= 0 || H % Hk || H / Hk > MAX_G || D % 32 || D > MAX_D) return -1;
    const int G = H / Hk;
    for (int b = row0; b < row1; b++) {
        int s0 = (int)start[b];
        if (s0 < 0) s0 = 0;
        for (int h = 0; h < Hk; h++)
            one_head(q + b * q_sb + (long)h * G * q_sh, q_sh, k + b * k_sb + h * k_sh, k_sc,
                     v + b * v_sb + h * v_sh, v_sc, out + b * o_sb + (long)h * G * o_sh, o_sh,
                     G, D, s0, C, scale);
    }
    return 0;
}

/* ---- prefill: T queries of one sequence, causal ----------------------------------------
 * Query i (of T) is position C - T + i and attends to keys [0, C - T + i]: the last T of C
 * positions (C > T when a cached prefix holds the first ones). Matrix products on the same
 * pair instruction, in the layout that gives sixteen outputs per instruction: keys packed
 * per KV head in blocks of PREFILL_KEYS as kt[block][p][j] = (K[j][2p], K[j][2p+1]) so that
 * one query's pair (broadcast) against sixteen keys' pairs is sixteen partial dot products
 * and a block's pairs are one contiguous stretch; values as vi[j/2][d] = (V[j][d], V[j+1][d])
 * so that two keys' weights (broadcast) against sixteen dimensions' pairs add both keys'
 * shares.
 *
 * A tile is PREFILL_ROWS query rows of one KV head's group (row f is position f / G, query
 * head f % G, so the G heads of a position sit side by side and share their keys' loads).
 * Its scores over every column it may see are written out whole (a few kB per row: prompts
 * here are thousands of tokens, not millions), so the softmax is two plain passes, a maximum
 * and the exponentials, with no running rescale; then the values are accumulated in
 * registers. The weights are rounded to bf16 for that product (as FlashAttention does on
 * GPUs), so their exp needs only bf16's precision (a degree-4 polynomial), and the
 * normaliser sums the rounded weights, so the output is a weighted mean of the values. */
#ifndef PREFILL_ROWS
#define PREFILL_ROWS 12
#endif
#define PREFILL_KEYS 32  /* keys per packed block: two vectors of sixteen */
#define PV_ACCUMULATORS 24  /* value accumulators held in registers at once (of 32) */

static inline uint32_t pair_at(const uint16_t* row, int p) {
    return (uint32_t)row[2 * p] | ((uint32_t)row[2 * p + 1] << 16);
}

/* e^x to about bf16's precision: 2^f for f in [-0.5, 0.5] by Taylor to degree 4 (relative
 * error below 4e-5, against bf16's 4e-3), scaled by 2^n. */
static inline __m512 exp_bf16_ps(__m512 x) {
    x = _mm512_max_ps(x, _mm512_set1_ps(-87.0f));
    const __m512 y = _mm512_mul_ps(x, _mm512_set1_ps(1.44269504088896341f));
    const __m512 n = _mm512_roundscale_ps(y, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    const __m512 f = _mm512_sub_ps(y, n);
    __m512 p = _mm512_set1_ps(0.00961812910762847716f);  /* ln2^4 / 4! */
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.0555041086648215800f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.240226506959100712f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.693147180559945309f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}

/* Scores of rows r of a tile against the key blocks [0, nblocks), scaled, into S (row r at
 * S + r * Cpad). */
static inline __attribute__((always_inline)) void prefill_scores(
        const uint16_t* const* qrow, int rows, const uint32_t* kt, int np, int nblocks,
        float scale, float* S, long Cpad) {
    const __m512 sv = _mm512_set1_ps(scale);
    for (int blk = 0; blk < nblocks; blk++) {
        const uint32_t* kb = kt + (long)blk * np * PREFILL_KEYS;
        __m512 s[PREFILL_ROWS][2];
        for (int r = 0; r < rows; r++) s[r][0] = s[r][1] = _mm512_setzero_ps();
        for (int p = 0; p < np; p++) {
            const __m512bh k0 = (__m512bh)_mm512_load_si512((const void*)(kb + p * PREFILL_KEYS));
            const __m512bh k1 = (__m512bh)_mm512_load_si512((const void*)(kb + p * PREFILL_KEYS + 16));
            for (int r = 0; r < rows; r++) {
                int32_t word;  /* the query's pair p: one 32-bit load, broadcast */
                memcpy(&word, qrow[r] + 2 * p, sizeof word);
                const __m512bh qp = (__m512bh)_mm512_set1_epi32(word);
                s[r][0] = _mm512_dpbf16_ps(s[r][0], qp, k0);
                s[r][1] = _mm512_dpbf16_ps(s[r][1], qp, k1);
            }
        }
        for (int r = 0; r < rows; r++) {
            _mm512_store_ps(S + r * Cpad + blk * PREFILL_KEYS, _mm512_mul_ps(s[r][0], sv));
            _mm512_store_ps(S + r * Cpad + blk * PREFILL_KEYS + 16, _mm512_mul_ps(s[r][1], sv));
        }
    }
}

/* Rows [r0, r0 + rows) of a tile: weights W (bf16, row r at W + r * Cpad) times the values
 * of columns [0, ncols), divided by the weights' sums l, into their output rows. */
static inline __attribute__((always_inline)) void prefill_values(
        const uint16_t* W, long Cpad, int rows, const uint32_t* vi, int nv, int ncols,
        const float* l, uint16_t* const* orow) {
    __m512 acc[PV_ACCUMULATORS];
    for (int a = 0; a < rows * nv; a++) acc[a] = _mm512_setzero_ps();
    for (int jp = 0; jp < ncols / 2; jp++) {
        const uint32_t* vrow = vi + (long)jp * nv * 16;
        for (int r = 0; r < rows; r++) {
            uint32_t w;  /* two keys' weights: one 32-bit load, broadcast */
            memcpy(&w, W + r * Cpad + 2 * jp, sizeof w);
            const __m512bh wp = (__m512bh)_mm512_set1_epi32((int)w);
            for (int c = 0; c < nv; c++)
                acc[r * nv + c] = _mm512_dpbf16_ps(acc[r * nv + c], wp,
                                                   (__m512bh)_mm512_load_si512((const void*)(vrow + c * 16)));
        }
    }
    for (int r = 0; r < rows; r++) {
        const __m512 inv = _mm512_set1_ps(l[r] > 0.0f ? 1.0f / l[r] : 0.0f);
        for (int c = 0; c < nv; c++) {
            const __m256bh o = _mm512_cvtneps_pbh(_mm512_mul_ps(acc[r * nv + c], inv));
            _mm256_storeu_si256((__m256i*)(orow[r] + c * 16), (__m256i)o);
        }
    }
}

/* The values' product for a tile, in groups of rows whose accumulators fit in registers;
 * `nv` a constant where the caller's switch makes it one, so the loops unroll. */
static inline __attribute__((always_inline)) void prefill_values_tile(
        const uint16_t* W, long Cpad, int rows, const uint32_t* vi, int nv, int ncols,
        const float* l, uint16_t* const* orow) {
    const int per = PV_ACCUMULATORS / nv > 0 ? PV_ACCUMULATORS / nv : 1;
    for (int r0 = 0; r0 < rows; r0 += per) {
        const int n = rows - r0 < per ? rows - r0 : per;
        if (n == per)
            prefill_values(W + r0 * Cpad, Cpad, per, vi, nv, ncols, l + r0, orow + r0);
        else
            prefill_values(W + r0 * Cpad, Cpad, n, vi, nv, ncols, l + r0, orow + r0);
    }
}

static void prefill_head(const uint16_t* q, long q_st, long q_sh, const uint32_t* kt,
                         const uint32_t* vi, long Cpad, uint16_t* out, long o_st, long o_sh,
                         int G, int D, int T, int C, float scale, float* S, uint16_t* W) {
    const int np = D / 2, nv = D / 16, total = T * G;
    const __m512i lane = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    for (int f0 = 0; f0 < total; f0 += PREFILL_ROWS) {
        const int rows = total - f0 < PREFILL_ROWS ? total - f0 : PREFILL_ROWS;
        const uint16_t* qrow[PREFILL_ROWS];
        uint16_t* orow[PREFILL_ROWS];
        int kmax[PREFILL_ROWS];
        float l[PREFILL_ROWS];
        for (int r = 0; r < rows; r++) {
            const int i = (f0 + r) / G, g = (f0 + r) % G;
            qrow[r] = q + (long)i * q_st + g * q_sh;
            orow[r] = out + (long)i * o_st + g * o_sh;
            kmax[r] = C - T + i;
        }
        const int nblocks = kmax[rows - 1] / PREFILL_KEYS + 1;  /* rows ascend: the last sees most */
        if (rows == PREFILL_ROWS)
            prefill_scores(qrow, PREFILL_ROWS, kt, np, nblocks, scale, S, Cpad);
        else
            prefill_scores(qrow, rows, kt, np, nblocks, scale, S, Cpad);
        const int ncols = nblocks * PREFILL_KEYS;
        for (int r = 0; r < rows; r++) {
            const float* Sr = S + r * Cpad;
            uint16_t* Wr = W + r * Cpad;
            const __m512i limit = _mm512_set1_epi32(kmax[r]);
            __m512 mx = _mm512_set1_ps(-INFINITY);
            for (int j = 0; j <= kmax[r]; j += 16) {
                const __mmask16 live = _mm512_cmple_epi32_mask(_mm512_add_epi32(lane, _mm512_set1_epi32(j)), limit);
                mx = _mm512_mask_max_ps(mx, live, mx, _mm512_load_ps(Sr + j));
            }
            const __m512 m = _mm512_set1_ps(_mm512_reduce_max_ps(mx));
            __m512 sum = _mm512_setzero_ps();
            for (int j = 0; j < ncols; j += 16) {
                const __mmask16 live = _mm512_cmple_epi32_mask(_mm512_add_epi32(lane, _mm512_set1_epi32(j)), limit);
                const __m512 e = _mm512_maskz_mov_ps(live, exp_bf16_ps(_mm512_sub_ps(_mm512_load_ps(Sr + j), m)));
                const __m256bh eb = _mm512_cvtneps_pbh(e);
                _mm256_store_si256((__m256i*)(Wr + j), (__m256i)eb);
                sum = _mm512_add_ps(sum, widen_bf16x16((__m256i)eb));  /* the rounded weights */
            }
            l[r] = _mm512_reduce_add_ps(sum);
        }
        switch (nv) {  /* head dimensions 64 and 128 with constant loops */
            case 4: prefill_values_tile(W, Cpad, rows, vi, 4, ncols, l, orow); break;
            case 8: prefill_values_tile(W, Cpad, rows, vi, 8, ncols, l, orow); break;
            default: prefill_values_tile(W, Cpad, rows, vi, nv, ncols, l, orow); break;
        }
    }
}

/* KV heads [h0, h1): callers split heads across threads. q [T, H, D] and out [T, H, D] by
 * strides (token, head); k, v [Hk, C, D] by strides (head, column). Returns 0, -1 for shapes
 * this kernel does not take, -2 when out of memory. */
int parity_prefill_attention_bf16(const uint16_t* q, long q_st, long q_sh,
                                  const uint16_t* k, long k_sh, long k_sc,
                                  const uint16_t* v, long v_sh, long v_sc,
                                  uint16_t* out, long o_st, long o_sh,
                                  int H, int Hk, int D, int T, int C, float scale, int h0, int h1) {
    if (Hk <= 0 || H % Hk || D % 32 || D > MAX_D || T <= 0 || C < T) return -1;
    const int G = H / Hk, np = D / 2;
    const long Cpad = ((long)C + PREFILL_KEYS - 1) / PREFILL_KEYS * PREFILL_KEYS;
    uint32_t* kt = aligned_alloc(64, (size_t)np * Cpad * sizeof(uint32_t));
    uint32_t* vi = aligned_alloc(64, (size_t)(Cpad / 2) * D * sizeof(uint32_t));
    float* S = aligned_alloc(64, (size_t)PREFILL_ROWS * Cpad * sizeof(float));
    uint16_t* W = aligned_alloc(64, (size_t)PREFILL_ROWS * Cpad * sizeof(uint16_t));
    if (!kt || !vi || !S || !W) {
        free(kt);
        free(vi);
        free(S);
        free(W);
        return -2;
    }
    for (int h = h0; h < h1; h++) {
        const uint16_t* kh = k + h * k_sh;
        const uint16_t* vh = v + h * v_sh;
        for (long j = 0; j < Cpad; j++) {
            const uint16_t* kr = kh + j * k_sc;
            uint32_t* dst = kt + (j / PREFILL_KEYS) * np * PREFILL_KEYS + j % PREFILL_KEYS;
            for (int p = 0; p < np; p++) dst[p * PREFILL_KEYS] = j < C ? pair_at(kr, p) : 0u;
        }
        for (long j = 0; j < Cpad; j += 2) {
            uint32_t* dst = vi + (j / 2) * D;
            const uint16_t* v0 = vh + j * v_sc;
            const uint16_t* v1 = vh + (j + 1) * v_sc;
            for (int d = 0; d < D; d++)
                dst[d] = (j < C ? (uint32_t)v0[d] : 0u) | ((j + 1 < C ? (uint32_t)v1[d] : 0u) << 16);
        }
        prefill_head(q + (long)h * G * q_sh, q_st, q_sh, kt, vi, Cpad,
                     out + (long)h * G * o_sh, o_st, o_sh, G, D, T, C, scale, S, W);
    }
    free(kt);
    free(vi);
    free(S);
    free(W);
    return 0;
}
