/* The tiled causal attention that the prefill (decode_attention.c) and the trainer's forward
 * and backward (attention_train.c) share: AVX512-BF16 pair products over packed keys and
 * values. Static inline: each C file gets its own copy. */
#ifndef PARITY_ATTENTION_TILES_H
#define PARITY_ATTENTION_TILES_H

#include <immintrin.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cpu_simd.h"

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

static inline void prefill_head(const uint16_t* q, long q_st, long q_sh, const uint32_t* kt,
                                const uint32_t* vi, long Cpad, uint16_t* out, long o_st, long o_sh,
                                float* lse, long l_st, long l_sh,
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
            const float mr = _mm512_reduce_max_ps(mx);
            const __m512 m = _mm512_set1_ps(mr);
            __m512 sum = _mm512_setzero_ps();
            for (int j = 0; j < ncols; j += 16) {
                const __mmask16 live = _mm512_cmple_epi32_mask(_mm512_add_epi32(lane, _mm512_set1_epi32(j)), limit);
                const __m512 e = _mm512_maskz_mov_ps(live, exp_bf16_ps(_mm512_sub_ps(_mm512_load_ps(Sr + j), m)));
                const __m256bh eb = _mm512_cvtneps_pbh(e);
                _mm256_store_si256((__m256i*)(Wr + j), (__m256i)eb);
                sum = _mm512_add_ps(sum, widen_bf16x16((__m256i)eb));  /* the rounded weights */
            }
            l[r] = _mm512_reduce_add_ps(sum);
            if (lse) {  /* the row's log-sum-exp, for the backward (attention_train.c) */
                const int i = (f0 + r) / G, g = (f0 + r) % G;
                lse[(long)i * l_st + g * l_sh] = mr + logf(l[r]);
            }
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

/* One KV head's keys for the score product, kt[block][p][j] = (K[j][2p], K[j][2p+1]), and
 * its values (or any [C, D] rows taken as values) for the weights' product, vi[j/2][d] =
 * (V[j][d], V[j+1][d]); columns [C, Cpad) are zeros. */
static inline void pack_keys(const uint16_t* kh, long k_sc, int C, long Cpad, int np, uint32_t* kt) {
    for (long j = 0; j < Cpad; j++) {
        const uint16_t* kr = kh + j * k_sc;
        uint32_t* dst = kt + (j / PREFILL_KEYS) * np * PREFILL_KEYS + j % PREFILL_KEYS;
        for (int p = 0; p < np; p++) dst[p * PREFILL_KEYS] = j < C ? pair_at(kr, p) : 0u;
    }
}

static inline void pack_values(const uint16_t* vh, long v_sc, int C, long Cpad, int D, uint32_t* vi) {
    for (long j = 0; j < Cpad; j += 2) {
        uint32_t* dst = vi + (j / 2) * D;
        const uint16_t* v0 = vh + j * v_sc;
        const uint16_t* v1 = vh + (j + 1) * v_sc;
        for (int d = 0; d < D; d++)
            dst[d] = (j < C ? (uint32_t)v0[d] : 0u) | ((j + 1 < C ? (uint32_t)v1[d] : 0u) << 16);
    }
}

#endif
