from kata_letter.rate_size import rate_size


def test_rate_size_0():
    assert rate_size(79) == 'B'


def test_rate_size_1():
    assert rate_size(80) == 'A'


def test_rate_size_2():
    assert rate_size(81) == 'A'


def test_rate_size_3():
    assert rate_size(70) == 'C'


def test_rate_size_4():
    assert rate_size(71) == 'B'


def test_rate_size_5():
    assert rate_size(72) == 'B'
