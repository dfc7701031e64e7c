from kata_clamp.limit_level import limit_level


def test_limit_level_0():
    assert limit_level(3) == 4


def test_limit_level_1():
    assert limit_level(4) == 4


def test_limit_level_2():
    assert limit_level(5) == 5


def test_limit_level_3():
    assert limit_level(14) == 14


def test_limit_level_4():
    assert limit_level(15) == 15


def test_limit_level_5():
    assert limit_level(16) == 15
