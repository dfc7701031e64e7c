/* The trainer's causal attention on CPUs with AVX512-BF16: a forward that also writes each
 * query row's log-sum-exp, and the backward that reads it. bfloat16 inputs, float32 inside.
 * Built into the same library as decode_attention.c by cpu_attention.py; called from
 * parity/train/attention.py (a torch.autograd.Function).
 *
 * Why: a GRPO step of smollm2-135m on the quickstart's rollouts (16 of ~1,600 tokens, their
 * ~700-token prompt shared) spent 46 % of its time in torch's CPU flash attention, forward
 * and backward (about 100 GFLOP/s, float32 or bf16 alike), 35 % in the linears.
 *
 * Masking is the prefill's: query i of T is position C - T + i and sees keys [0, C - T + i]
 * (the T positions of a row after a cached prefix of C - T; T == C without one).
 *
 * The backward is FlashAttention-2's (Dao 2023, "FlashAttention-2: Faster Attention with
 * Better Parallelism and Work Partitioning", Algorithm 2), on the prefill's tiles: per tile of
 * query rows, scores S = scale Q K^T again, P = exp(S - lse), dP = dO V^T,
 * dS = P (dP - delta) with delta = rowsum(dO * O); then dQ = scale dS K for the tile's rows
 * (complete within the tile), and dV += P^T dO, dK += scale dS^T Q accumulated over the tiles
 * and the G query heads of each KV head (the grouped-query sum happens here). P and dS are
 * rounded to bf16 for their products, as FlashAttention does on GPUs. Work items are (row b,
 * KV head h): each owns its dK and dV, so threads never write the same memory.
 *
 * Layout (strides in elements; the last dimension contiguous):
 *   q, dout, dq  [B, T, H, D] by strides (b, t, h)   query heads h = kv * G + g
 *   k, v         [B, Hk, C, D] by strides (b, h, column)
 *   out          [B, T, H, D] by strides (b, t, h)
 *   lse, delta   [B, H, T] float32 by strides (b, h, t)
 *   dk, dv       [B, Hk, C, D] float32 by strides (b, h, column), zeroed by the caller
 */
#include <immintrin.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "attention_tiles.h"
#include "cpu_simd.h"

#define TRAIN_MAX_D 256

static int shape_ok(int H, int Hk, int D, int T, int C) {
    return Hk > 0 && H % Hk == 0 && D % 32 == 0 && D <= TRAIN_MAX_D && T > 0 && C >= T;
}

static long padded(int C) {
    return ((long)C + PREFILL_KEYS - 1) / PREFILL_KEYS * PREFILL_KEYS;
}

/* Items [w0, w1) of B * Hk (item w: row w / Hk, KV head w % Hk). Returns 0, -1 for shapes
 * it does not take, -2 when out of memory. */
int parity_attention_fwd_bf16(const uint16_t* q, long q_sb, long q_st, long q_sh,
                              const uint16_t* k, long k_sb, long k_sh, long k_sc,
                              const uint16_t* v, long v_sb, long v_sh, long v_sc,
                              uint16_t* out, long o_sb, long o_st, long o_sh,
                              float* lse, long l_sb, long l_sh, long l_st,
                              int H, int Hk, int D, int T, int C, float scale, int w0, int w1) {
    if (!shape_ok(H, Hk, D, T, C)) return -1;
    const int G = H / Hk, np = D / 2;
    const long Cpad = padded(C);
    uint32_t* kt = aligned_alloc(64, (size_t)np * Cpad * sizeof(uint32_t));
    uint32_t* vi = aligned_alloc(64, (size_t)(Cpad / 2) * D * sizeof(uint32_t));
    float* S = aligned_alloc(64, (size_t)PREFILL_ROWS * Cpad * sizeof(float));
    uint16_t* W = aligned_alloc(64, (size_t)PREFILL_ROWS * Cpad * sizeof(uint16_t));
    int code = 0;
    if (!kt || !vi || !S || !W) code = -2;
    for (int w = w0; w < w1 && code == 0; w++) {
        const int b = w / Hk, h = w % Hk;
        pack_keys(k + b * k_sb + h * k_sh, k_sc, C, Cpad, np, kt);
        pack_values(v + b * v_sb + h * v_sh, v_sc, C, Cpad, D, vi);
        prefill_head(q + b * q_sb + (long)h * G * q_sh, q_st, q_sh, kt, vi, Cpad,
                     out + b * o_sb + (long)h * G * o_sh, o_st, o_sh,
                     lse + b * l_sb + (long)h * G * l_sh, l_st, l_sh,
                     G, D, T, C, scale, S, W);
    }
    free(kt);
    free(vi);
    free(S);
    free(W);
    return code;
}

/* Sixteen bf16 of row a and of row b (a register's worth each) as sixteen pairs (a, b). */
static inline void interleave16(const uint16_t* a, const uint16_t* b, uint32_t* dst) {
    const __m512i lo = _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i*)a));
    const __m512i hi = _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i*)b)), 16);
    _mm512_storeu_si512((void*)dst, _mm512_or_si512(lo, hi));
}

/* acc[j][d] += f * sum_p (Wp[p][j] . Xp[p][d]) for columns j of [0, ncols): Wp holds a tile's
 * weights as row pairs (Wp[p][j] = (W[2p][j], W[2p+1][j]), row stride Cpad), Xp the tile's
 * rows as pairs over the same rows (Xp[p][d] = (X[2p][d], X[2p+1][d]), row stride D); acc is
 * float32 [C, D] by `a_sc`. Two columns at a time: 2 * nv accumulators in registers. */
static inline __attribute__((always_inline)) void accumulate_transposed(
        const uint32_t* Wp, long Cpad, const uint32_t* Xp, int npairs, int nv, int D, int ncols,
        float f, float* acc, long a_sc) {
    const __m512 fv = _mm512_set1_ps(f);
    int j = 0;
    for (; j + 1 < ncols; j += 2) {
        __m512 s0[TRAIN_MAX_D / 16], s1[TRAIN_MAX_D / 16];
        for (int c = 0; c < nv; c++) s0[c] = s1[c] = _mm512_setzero_ps();
        for (int p = 0; p < npairs; p++) {
            const __m512bh w0 = (__m512bh)_mm512_set1_epi32((int)Wp[(long)p * Cpad + j]);
            const __m512bh w1 = (__m512bh)_mm512_set1_epi32((int)Wp[(long)p * Cpad + j + 1]);
            for (int c = 0; c < nv; c++) {
                const __m512bh x = (__m512bh)_mm512_loadu_si512((const void*)(Xp + (long)p * D + c * 16));
                s0[c] = _mm512_dpbf16_ps(s0[c], w0, x);
                s1[c] = _mm512_dpbf16_ps(s1[c], w1, x);
            }
        }
        float* a0 = acc + (long)j * a_sc;
        float* a1 = a0 + a_sc;
        for (int c = 0; c < nv; c++) {
            _mm512_storeu_ps(a0 + c * 16, _mm512_fmadd_ps(s0[c], fv, _mm512_loadu_ps(a0 + c * 16)));
            _mm512_storeu_ps(a1 + c * 16, _mm512_fmadd_ps(s1[c], fv, _mm512_loadu_ps(a1 + c * 16)));
        }
    }
    for (; j < ncols; j++) {
        __m512 s0[TRAIN_MAX_D / 16];
        for (int c = 0; c < nv; c++) s0[c] = _mm512_setzero_ps();
        for (int p = 0; p < npairs; p++) {
            const __m512bh w0 = (__m512bh)_mm512_set1_epi32((int)Wp[(long)p * Cpad + j]);
            for (int c = 0; c < nv; c++)
                s0[c] = _mm512_dpbf16_ps(s0[c], w0, (__m512bh)_mm512_loadu_si512((const void*)(Xp + (long)p * D + c * 16)));
        }
        float* a0 = acc + (long)j * a_sc;
        for (int c = 0; c < nv; c++)
            _mm512_storeu_ps(a0 + c * 16, _mm512_fmadd_ps(s0[c], fv, _mm512_loadu_ps(a0 + c * 16)));
    }
}

static inline void accumulate_any(const uint32_t* Wp, long Cpad, const uint32_t* Xp, int npairs,
                                  int nv, int D, int ncols, float f, float* acc, long a_sc) {
    switch (nv) {  /* head dimensions 64 and 128 with constant loops */
        case 4: accumulate_transposed(Wp, Cpad, Xp, npairs, 4, 64, ncols, f, acc, a_sc); break;
        case 8: accumulate_transposed(Wp, Cpad, Xp, npairs, 8, 128, ncols, f, acc, a_sc); break;
        default: accumulate_transposed(Wp, Cpad, Xp, npairs, nv, D, ncols, f, acc, a_sc); break;
    }
}

/* One (row, KV head): its G query heads' T rows in tiles. Pointers are at the row and head. */
static void backward_head(const uint16_t* q, long q_st, long q_sh,
                          const uint16_t* dout, long d_st, long d_sh,
                          const float* lse, const float* delta, long l_st, long l_sh,
                          uint16_t* dq, long dq_st, long dq_sh,
                          const uint32_t* kt, const uint32_t* vt, const uint32_t* ki, long Cpad,
                          float* dk, float* dv, long g_sc,
                          int G, int D, int T, int C, float scale,
                          float* S, float* dP, uint16_t* Wp16, uint16_t* Wds16,
                          uint32_t* Pp, uint32_t* dSp, uint32_t* Qp, uint32_t* dOp) {
    const int np = D / 2, nv = D / 16, total = T * G;
    const __m512i lane = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    static const uint16_t zeros[TRAIN_MAX_D] = {0};
    for (int f0 = 0; f0 < total; f0 += PREFILL_ROWS) {
        const int rows = total - f0 < PREFILL_ROWS ? total - f0 : PREFILL_ROWS;
        const uint16_t* qrow[PREFILL_ROWS];
        const uint16_t* drow[PREFILL_ROWS];
        uint16_t* dqrow[PREFILL_ROWS];
        int kmax[PREFILL_ROWS];
        float inv_scale[PREFILL_ROWS];
        for (int r = 0; r < rows; r++) {
            const int i = (f0 + r) / G, g = (f0 + r) % G;
            qrow[r] = q + (long)i * q_st + g * q_sh;
            drow[r] = dout + (long)i * d_st + g * d_sh;
            dqrow[r] = dq + (long)i * dq_st + g * dq_sh;
            kmax[r] = C - T + i;
            inv_scale[r] = 1.0f / scale;
        }
        const int nblocks = kmax[rows - 1] / PREFILL_KEYS + 1;
        const int ncols = nblocks * PREFILL_KEYS;
        prefill_scores(qrow, rows, kt, np, nblocks, scale, S, Cpad);
        prefill_scores(drow, rows, vt, np, nblocks, 1.0f, dP, Cpad);
        for (int r = 0; r < rows; r++) {
            const int i = (f0 + r) / G, g = (f0 + r) % G;
            const __m512 lv = _mm512_set1_ps(lse[(long)i * l_st + g * l_sh]);
            const __m512 dl = _mm512_set1_ps(delta[(long)i * l_st + g * l_sh]);
            const __m512i limit = _mm512_set1_epi32(kmax[r]);
            for (int j = 0; j < ncols; j += 16) {
                const __mmask16 live = _mm512_cmple_epi32_mask(_mm512_add_epi32(lane, _mm512_set1_epi32(j)), limit);
                const __m512 p = _mm512_maskz_mov_ps(live, exp_ps(_mm512_sub_ps(_mm512_load_ps(S + (long)r * Cpad + j), lv)));
                const __m512 ds = _mm512_mul_ps(p, _mm512_sub_ps(_mm512_load_ps(dP + (long)r * Cpad + j), dl));
                _mm256_store_si256((__m256i*)(Wp16 + (long)r * Cpad + j), (__m256i)_mm512_cvtneps_pbh(p));
                _mm256_store_si256((__m256i*)(Wds16 + (long)r * Cpad + j), (__m256i)_mm512_cvtneps_pbh(ds));
            }
        }
        /* dQ = scale dS K: the prefill's weights-times-values product, divided by 1 / scale */
        switch (nv) {
            case 4: prefill_values_tile(Wds16, Cpad, rows, ki, 4, ncols, inv_scale, dqrow); break;
            case 8: prefill_values_tile(Wds16, Cpad, rows, ki, 8, ncols, inv_scale, dqrow); break;
            default: prefill_values_tile(Wds16, Cpad, rows, ki, nv, ncols, inv_scale, dqrow); break;
        }
        /* the tile's rows in pairs (an odd last row paired with zeros) for dV and dK */
        const int npairs = (rows + 1) / 2;
        if (rows % 2) {
            memset(Wp16 + (long)rows * Cpad, 0, (size_t)ncols * sizeof(uint16_t));
            memset(Wds16 + (long)rows * Cpad, 0, (size_t)ncols * sizeof(uint16_t));
        }
        for (int p = 0; p < npairs; p++) {
            const long a = (long)(2 * p) * Cpad, b = a + Cpad;
            for (int j = 0; j < ncols; j += 16) {
                interleave16(Wp16 + a + j, Wp16 + b + j, Pp + (long)p * Cpad + j);
                interleave16(Wds16 + a + j, Wds16 + b + j, dSp + (long)p * Cpad + j);
            }
            const uint16_t* q1 = 2 * p + 1 < rows ? qrow[2 * p + 1] : zeros;
            const uint16_t* d1 = 2 * p + 1 < rows ? drow[2 * p + 1] : zeros;
            for (int d = 0; d < D; d += 16) {
                interleave16(qrow[2 * p] + d, q1 + d, Qp + (long)p * D + d);
                interleave16(drow[2 * p] + d, d1 + d, dOp + (long)p * D + d);
            }
        }
        const int cols = ncols < C ? ncols : C;  /* weights past kmax are zeros */
        accumulate_any(Pp, Cpad, dOp, npairs, nv, D, cols, 1.0f, dv, g_sc);
        accumulate_any(dSp, Cpad, Qp, npairs, nv, D, cols, scale, dk, g_sc);
    }
}

/* Items [w0, w1) of B * Hk, as the forward. dq is written whole; dk and dv are added to. */
int parity_attention_bwd_bf16(const uint16_t* q, long q_sb, long q_st, long q_sh,
                              const uint16_t* k, long k_sb, long k_sh, long k_sc,
                              const uint16_t* v, long v_sb, long v_sh, long v_sc,
                              const uint16_t* dout, long d_sb, long d_st, long d_sh,
                              const float* lse, const float* delta, long l_sb, long l_sh, long l_st,
                              uint16_t* dq, long dq_sb, long dq_st, long dq_sh,
                              float* dk, float* dv, long g_sb, long g_sh, long g_sc,
                              int H, int Hk, int D, int T, int C, float scale, int w0, int w1) {
    if (!shape_ok(H, Hk, D, T, C)) return -1;
    const int G = H / Hk, np = D / 2;
    const long Cpad = padded(C);
    const int pair_rows = (PREFILL_ROWS + 1) / 2;
    uint32_t* kt = aligned_alloc(64, (size_t)np * Cpad * sizeof(uint32_t));
    uint32_t* vt = aligned_alloc(64, (size_t)np * Cpad * sizeof(uint32_t));
    uint32_t* ki = aligned_alloc(64, (size_t)(Cpad / 2) * D * sizeof(uint32_t));
    float* S = aligned_alloc(64, (size_t)PREFILL_ROWS * Cpad * sizeof(float));
    float* dP = aligned_alloc(64, (size_t)PREFILL_ROWS * Cpad * sizeof(float));
    uint16_t* Wp16 = aligned_alloc(64, (size_t)(PREFILL_ROWS + 1) * Cpad * sizeof(uint16_t));
    uint16_t* Wds16 = aligned_alloc(64, (size_t)(PREFILL_ROWS + 1) * Cpad * sizeof(uint16_t));
    uint32_t* Pp = aligned_alloc(64, (size_t)pair_rows * Cpad * sizeof(uint32_t));
    uint32_t* dSp = aligned_alloc(64, (size_t)pair_rows * Cpad * sizeof(uint32_t));
    uint32_t* Qp = aligned_alloc(64, (size_t)pair_rows * D * sizeof(uint32_t));
    uint32_t* dOp = aligned_alloc(64, (size_t)pair_rows * D * sizeof(uint32_t));
    int code = 0;
    if (!kt || !vt || !ki || !S || !dP || !Wp16 || !Wds16 || !Pp || !dSp || !Qp || !dOp) code = -2;
    for (int w = w0; w < w1 && code == 0; w++) {
        const int b = w / Hk, h = w % Hk;
        const uint16_t* kh = k + b * k_sb + h * k_sh;
        pack_keys(kh, k_sc, C, Cpad, np, kt);
        pack_keys(v + b * v_sb + h * v_sh, v_sc, C, Cpad, np, vt);  /* dP = dO V^T: V as keys */
        pack_values(kh, k_sc, C, Cpad, D, ki);                      /* dQ = dS K: K as values */
        backward_head(q + b * q_sb + (long)h * G * q_sh, q_st, q_sh,
                      dout + b * d_sb + (long)h * G * d_sh, d_st, d_sh,
                      lse + b * l_sb + (long)h * G * l_sh, delta + b * l_sb + (long)h * G * l_sh,
                      l_st, l_sh, dq + b * dq_sb + (long)h * G * dq_sh, dq_st, dq_sh,
                      kt, vt, ki, Cpad, dk + b * g_sb + h * g_sh, dv + b * g_sb + h * g_sh, g_sc,
                      G, D, T, C, scale, S, dP, Wp16, Wds16, Pp, dSp, Qp, dOp);
    }
    free(kt);
    free(vt);
    free(ki);
    free(S);
    free(dP);
    free(Wp16);
    free(Wds16);
    free(Pp);
    free(dSp);
    free(Qp);
    free(dOp);
    return code;
}
