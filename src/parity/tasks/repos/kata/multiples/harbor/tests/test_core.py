from kata_multiples.core import harbor


def test_harbor_0():
    assert harbor([7, 12, -3, 4]) == 3


def test_harbor_1():
    assert harbor([9, 13]) == 2


def test_harbor_2():
    assert harbor([3, 1, 6, 16, -5]) == 4


def test_harbor_3():
    assert harbor([4, -1, -4, 11]) == 2


def test_harbor_4():
    assert harbor([8, -6, 19, 19]) == 3


def test_harbor_5():
    assert harbor([14, -1, -2, 17, 11, 12]) == 4
