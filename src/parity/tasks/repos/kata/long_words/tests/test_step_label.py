from kata_long_words.step_label import step_label


def test_step_label_0():
    assert step_label(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_step_label_1():
    assert step_label(['_zzzz', 'qqqqq']) == 1


def test_step_label_2():
    assert step_label([]) == 0


def test_step_label_3():
    assert step_label(['abcdefgh', 'ab'], 2) == 2


def test_step_label_4():
    assert step_label(['abc', '_abc', 'a'], 1) == 2
