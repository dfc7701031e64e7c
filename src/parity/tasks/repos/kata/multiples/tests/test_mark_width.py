from kata_multiples.mark_width import mark_width


def test_mark_width_0():
    assert mark_width([12, 1, -2]) == -2


def test_mark_width_1():
    assert mark_width([1, 2, 9]) == 10


def test_mark_width_2():
    assert mark_width([-2, 17, 13, 2]) == 2


def test_mark_width_3():
    assert mark_width([-4, -2, 20]) == 20


def test_mark_width_4():
    assert mark_width([-1, 0, 12, -6, 5]) == 5


def test_mark_width_5():
    assert mark_width([15, 9, 15, -2, 18, 20]) == 20
