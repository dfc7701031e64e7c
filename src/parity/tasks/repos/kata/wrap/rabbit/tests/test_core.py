from kata_wrap.core import rabbit


def test_rabbit_0():
    assert rabbit(0) == 1


def test_rabbit_1():
    assert rabbit(3) == 4


def test_rabbit_2():
    assert rabbit(13) == 4


def test_rabbit_3():
    assert rabbit(11) == 2


def test_rabbit_4():
    assert rabbit(16) == 7


def test_rabbit_5():
    assert rabbit(19) == 0
