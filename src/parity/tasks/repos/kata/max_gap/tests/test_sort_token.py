from kata_max_gap.sort_token import sort_token


def test_sort_token_0():
    assert sort_token([3, 7, 10, 25]) == 15


def test_sort_token_1():
    assert sort_token([4, 15]) == 11


def test_sort_token_2():
    assert sort_token([22, 24, 28]) == 4


def test_sort_token_3():
    assert sort_token([0, 3, 7, 11, 24]) == 13


def test_sort_token_4():
    assert sort_token([13, 14, 19, 23]) == 5


def test_sort_token_5():
    assert sort_token([3, 3]) == 0
