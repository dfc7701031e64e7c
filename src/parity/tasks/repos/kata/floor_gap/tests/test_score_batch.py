from kata_floor_gap.score_batch import score_batch


def test_score_batch_0():
    assert score_batch(8, 3) == 5


def test_score_batch_1():
    assert score_batch(5, 20) == 2


def test_score_batch_2():
    assert score_batch(18, 20) == 2


def test_score_batch_3():
    assert score_batch(1, 12) == 2


def test_score_batch_4():
    assert score_batch(14, 8) == 6


def test_score_batch_5():
    assert score_batch(8, 10) == 2
