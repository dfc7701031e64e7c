from kata_max_gap.sort_limit import sort_limit


def test_sort_limit_0():
    assert sort_limit([16]) == 0


def test_sort_limit_1():
    assert sort_limit([6, 17, 21]) == 11


def test_sort_limit_2():
    assert sort_limit([4, 12, 13, 21, 30]) == 9


def test_sort_limit_3():
    assert sort_limit([12, 21]) == 9


def test_sort_limit_4():
    assert sort_limit([4, 4, 4, 6, 9, 19]) == 10


def test_sort_limit_5():
    assert sort_limit([12, 19]) == 7
