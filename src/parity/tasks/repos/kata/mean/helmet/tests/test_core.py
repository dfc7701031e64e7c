from kata_mean.core import helmet


def test_helmet_0():
    assert helmet([]) == 0


def test_helmet_1():
    assert helmet([24, 13, 10, 8, 10]) == 13


def test_helmet_2():
    assert helmet([19]) == 19


def test_helmet_3():
    assert helmet([14, 27]) == 20


def test_helmet_4():
    assert helmet([6, 3]) == 4


def test_helmet_5():
    assert helmet([22, 5, 0, 21]) == 12
