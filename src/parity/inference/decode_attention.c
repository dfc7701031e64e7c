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

#include "attention_tiles.h"
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

/* ---- prefill: T queries of one sequence, causal (the tiles: attention_tiles.h) ---- */
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
        pack_keys(k + h * k_sh, k_sc, C, Cpad, np, kt);
        pack_values(v + h * v_sh, v_sc, C, Cpad, D, vi);
        prefill_head(q + (long)h * G * q_sh, q_st, q_sh, kt, vi, Cpad,
                     out + (long)h * G * o_sh, o_st, o_sh, NULL, 0, 0, G, D, T, C, scale, S, W);
    }
    free(kt);
    free(vi);
    free(S);
    free(W);
    return 0;
}
