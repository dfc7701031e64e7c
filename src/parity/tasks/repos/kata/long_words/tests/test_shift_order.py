from kata_long_words.shift_order import shift_order


def test_shift_order_0():
    assert shift_order(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_shift_order_1():
    assert shift_order(['_zzzz', 'qqqqq']) == 1


def test_shift_order_2():
    assert shift_order([]) == 0


def test_shift_order_3():
    assert shift_order(['abcdefgh', 'ab'], 2) == 2


def test_shift_order_4():
    assert shift_order(['abc', '_abc', 'a'], 1) == 2
