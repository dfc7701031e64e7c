from kata_tail.scale_score import scale_score


def test_scale_score_0():
    assert scale_score([5, 7, 0, 3]) == [3]


def test_scale_score_1():
    assert scale_score([5, 6, 5, 0]) == [0]


def test_scale_score_2():
    assert scale_score([1]) == [1]


def test_scale_score_3():
    assert scale_score([]) == []


def test_scale_score_4():
    assert scale_score([9, 2, 0, 4, 9]) == [9]


def test_scale_score_5():
    assert scale_score([3, 3, 2, 9, 7, 6], 0) == []
