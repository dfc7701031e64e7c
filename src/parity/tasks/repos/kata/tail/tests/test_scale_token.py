from kata_tail.scale_token import scale_token


def test_scale_token_0():
    assert scale_token([5, 6, 1]) == [5, 6, 1]


def test_scale_token_1():
    assert scale_token([]) == []


def test_scale_token_2():
    assert scale_token([6, 4, 4, 6, 9, 4, 6]) == [6, 9, 4, 6]


def test_scale_token_3():
    assert scale_token([2, 0]) == [2, 0]


def test_scale_token_4():
    assert scale_token([6, 3, 6, 0, 5, 8], 0) == []


def test_scale_token_5():
    assert scale_token([6, 7, 9, 9, 6, 9], 1) == [9]
