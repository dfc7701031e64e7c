from kata_wrap.round_size import round_size


def test_round_size_0():
    assert round_size(25) == 8


def test_round_size_1():
    assert round_size(6) == 9


def test_round_size_2():
    assert round_size(8) == 1


def test_round_size_3():
    assert round_size(15) == 8


def test_round_size_4():
    assert round_size(-3) == 0


def test_round_size_5():
    assert round_size(20) == 3
