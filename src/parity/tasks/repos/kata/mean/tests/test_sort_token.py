from kata_mean.sort_token import sort_token


def test_sort_token_0():
    assert sort_token([]) == 0


def test_sort_token_1():
    assert sort_token([21]) == 21


def test_sort_token_2():
    assert sort_token([14]) == 14


def test_sort_token_3():
    assert sort_token([8, 24, 10, 8, 14, 0]) == 10


def test_sort_token_4():
    assert sort_token([23, 10, 20]) == 17


def test_sort_token_5():
    assert sort_token([26, 11]) == 18
