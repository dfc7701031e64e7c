from kata_weigh.core import harbor


def test_harbor_0():
    assert harbor([9, 2]) == 47


def test_harbor_1():
    assert harbor([9]) == 45


def test_harbor_2():
    assert harbor([4, 4, 4, 3]) == 15


def test_harbor_3():
    assert harbor([10, 0, 10, 0]) == 100


def test_harbor_4():
    assert harbor([12, 12, 1, 0, 10]) == 171


def test_harbor_5():
    assert harbor([7, 8]) == 47
